import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { ForwardContractInput, detailWireSchema } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';
import type { FromSchema } from 'json-schema-to-ts';

export type { ForwardContractInput } from '../../../shared/wire/account-wire';

/** POST /api/employer/contract/ (employee): e-mails the organisation's contract to a colleague who signs it. */
export function forwardEmployerContract(input: ForwardContractInput): Promise<CamelKeys<FromSchema<typeof detailWireSchema>>> {
  return apiRequest<CamelKeys<FromSchema<typeof detailWireSchema>>>('/api/employer/contract/', { method: 'POST', body: input, module: 'employer-contract' });
}
