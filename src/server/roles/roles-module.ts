import type { ApiServer } from '../http/api-server';
import { roleRoutes } from './role-routes';
import { roleRecordRoutes } from './role-record-routes';
import { expertiseSkillRoutes } from './expertise-skill-routes';
import { roleFeedbackRoutes } from './role-feedback-routes';
import { jobFileRoute } from './job-file-route';

/**
 * The employer's roles (spec 001 §3.4, §4.2, §7.2): the role resource and its lifecycle, preferences, language and
 * skill requirements, expertise skills, staff feedback and the job file. Each part is its own plugin, so the
 * multipart parser of the job file stays with that one route.
 */
export async function rolesModule(app: ApiServer): Promise<void> {
  await app.register(roleRoutes);
  await app.register(roleRecordRoutes);
  await app.register(expertiseSkillRoutes);
  await app.register(roleFeedbackRoutes);
  await app.register(jobFileRoute);
}
