import { apiRequest } from '../api-client';

export interface ForwardContractInput {
  employerId: number;
  emailAddress: string;
  firstName: string;
}

/** POST /api/employer/contract/ (employee): e-mails the organisation's contract to a colleague who signs it. */
export function forwardEmployerContract(input: ForwardContractInput): Promise<{ detail: string }> {
  return apiRequest('/api/employer/contract/', { method: 'POST', body: input, module: 'employer-contract' });
}
