import type { ApiServer } from '../http/api-server';
import { AppError, type FieldErrors } from '../errors/app-error';
import { mergeAnswers } from '../flows/merge-answers';
import { requireOrganisationAccess, requireOrganisationEditor } from './employer-access';
import { NO_SUCH_ORGANISATION, employerIdParams } from './employer-params';
import { employerBody, employerFlow, employerTargets } from './employer-body';
import { deleteEmployerLogos, findEmployerById, lockEmployer, updateEmployerProfile } from './employer-repository';
import { LOGOS_WIRE_KEY, keepLogos } from './logo-answers';
import { logoUploadRoute } from './logo-upload-route';
import { publicEmployerRoute } from './public-employer-route';
import { teamRoutes } from './team-routes';
import { employerWireSchema } from '../../shared/wire/employer-wire';

export const NAME_MAX = 200;
export const NAME_MESSAGE = `Enter the organization's name, up to ${NAME_MAX} characters.`;
const SEND_OBJECT = 'Send a JSON object of fields to change, e.g. {"mission_statement": "..."}.';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The new organisation name, trimmed; undefined when the body does not change it. */
function nameOf(body: Record<string, unknown>, errors: FieldErrors): string | undefined {
  if (!('name' in body)) return undefined;
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name === '' || name.length > NAME_MAX) errors.name = [NAME_MESSAGE];
  return name;
}

/**
 * The organisation (spec 001 §2.2, §3.3, §7.2): GET and PATCH /api/employers/{id}/ with its employer-profile
 * answers (read by all its employees, changed by its team administrators and staff), POST /api/employers/{id}/logo/, its team (GET and PATCH /api/employer/staff/), and its public page
 * (GET /api/public/employers/{slug}/). Answers are saved only through the engine (`mergeAnswers`), with the
 * question schemas' own messages, exactly as the browser validates them.
 */
export async function organisationRoutes(app: ApiServer): Promise<void> {
  await app.register(publicEmployerRoute);
  await app.register(logoUploadRoute);
  await app.register(teamRoutes);

  // Answers are written by the wire contract's schema; the flat answers pass through it as they are.
  const oneEmployer = { config: { signedIn: ['employee', 'staff'] }, schema: { params: employerIdParams, response: { 200: employerWireSchema } } } as const;

  app.get('/api/employers/:employerId/', oneEmployer, async (request) => {
    const employerId = Number(request.params.employerId);
    requireOrganisationAccess(request, employerId);
    const row = await findEmployerById(app.ctx.db, employerId);
    if (!row) throw AppError.detail(404, NO_SUCH_ORGANISATION);
    return employerBody(row, app.ctx.flows);
  });

  app.patch('/api/employers/:employerId/', oneEmployer, async (request) => {
    const employerId = Number(request.params.employerId);
    requireOrganisationAccess(request, employerId);
    await requireOrganisationEditor(app.ctx.db, request);
    const body: unknown = request.body;
    if (!isPlainObject(body)) throw AppError.detail(400, SEND_OBJECT);
    if (Object.keys(body).length === 0) throw AppError.detail(400, 'Send at least one field to change.');
    const errors: FieldErrors = {};
    const name = nameOf(body, errors);
    const { name: _name, ...answerFields } = body;
    const { db, clock, flows } = app.ctx;

    return db.transaction(async (tx) => {
      // The row is locked for the read-merge-write, so two saves at once cannot lose each other's answers.
      const row = await lockEmployer(tx, employerId);
      if (!row) throw AppError.detail(404, NO_SUCH_ORGANISATION);
      const flow = employerFlow(flows, row);

      let removedLogoIds: number[] = [];
      if (LOGOS_WIRE_KEY in answerFields) {
        const kept = keepLogos(row.answers, answerFields[LOGOS_WIRE_KEY]);
        if (kept && !kept.ok) errors[LOGOS_WIRE_KEY] = [kept.message];
        else if (kept) {
          removedLogoIds = kept.removedIds;
          answerFields[LOGOS_WIRE_KEY] = kept.logos.map((logo) => ({ id: logo.id, file_name: logo.fileName, url: logo.url }));
        }
      }
      let answers = row.answers;
      if (Object.keys(answerFields).length > 0) {
        const result = mergeAnswers(flow, employerTargets(flow), row.answers, answerFields, flows.validator);
        if (result.ok) answers = result.answers;
        else for (const [key, messages] of Object.entries(result.errors)) errors[key] = [...(errors[key] ?? []), ...messages];
      }
      if (Object.keys(errors).length > 0) throw AppError.fields(errors);

      if (removedLogoIds.length > 0) await deleteEmployerLogos(tx, employerId, removedLogoIds);
      const updated = await updateEmployerProfile(tx, employerId, {
        ...(name !== undefined && { name }),
        answers,
        flowVersion: flow.version,
        updatedAt: clock.now(),
      });
      return employerBody(updated!, flows);
    });
  });
}
