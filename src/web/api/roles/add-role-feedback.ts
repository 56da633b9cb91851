import { apiRequest } from '../api-client';
import type { RoleFeedback } from './role-types';

export interface NewRoleFeedback {
  /** The role's uuid. */
  role: string;
  /** The question's flow field name (camelCase; a value, so it travels as written); absent for the whole role. */
  question?: string;
  body: string;
}

/** POST /api/employer/role-feedback/ (staff): one feedback item (201). */
export function addRoleFeedback(feedback: NewRoleFeedback): Promise<RoleFeedback> {
  return apiRequest<RoleFeedback>('/api/employer/role-feedback/', { method: 'POST', body: feedback, module: 'role-feedback' });
}
