import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { DetailWire, ForwardContractInput } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';

export type { ForwardContractInput } from '../../../shared/wire/account-wire';

/** POST /api/employer/contract/ (employee): e-mails the organisation's contract to a colleague who signs it. */
export function forwardEmployerContract(input: ForwardContractInput): Promise<CamelKeys<DetailWire>> {
  return apiRequest<CamelKeys<DetailWire>>('/api/employer/contract/', { method: 'POST', body: input, module: 'employer-contract' });
}
