import { apiRequest } from '../api-client';
import type { RoleFeedback } from './role-types';

/** PATCH /api/employer/role-feedback/{id}/ {is_resolved}: marks a feedback item resolved (or open again). */
export function resolveRoleFeedback(id: number, isResolved = true): Promise<RoleFeedback> {
  return apiRequest<RoleFeedback>(`/api/employer/role-feedback/${id}/`, { method: 'PATCH', body: { isResolved }, module: 'role-feedback' });
}
