import type { ApiServer } from '../http/api-server';
import multipart from '@fastify/multipart';
import { authOf } from '../auth/authenticate';
import { everyRouteSignedIn } from '../auth/signed-in';
import { AppError } from '../errors/app-error';
import { editAnswersInTransaction, nextRecordIds } from '../flows/edit-jobseeker-answers';
import { isPlainObject } from '../records/record-wire';
import type { ResumeExtraction } from './parse-resume-text';
import { degreeWire, extractionWire } from './resume-extraction-wire';
import { readUploadedResume } from './read-uploaded-resume';
import { attachmentDisposition } from '../uploads/upload-file-name';
import { idPath, pathParams } from '../http/path-params';
import { bytesAnswer, noContent } from '../http/answer-schemas';
import { resumeAnswer, resumeFileUrl, withResumeAnswer } from './resume-answer';
import { applyConfirmation, idsNeeded, readConfirmation } from './confirm-extraction';
import { heldEducationOf, stillHeld, withHeld } from './held-details';
import { JOBSEEKER_FLOW, readFlowAnswers } from '../flows/flow-answers';
import { deleteUnusedResumes } from './delete-unused-resumes';
import { confirmResume, insertResume, latestResumeOf, lockOwnResume, readResumeFile, setResumeExtracted, type StoredResume } from './resume-repository';
import { fairUseOfFileReading } from '../uploads/fair-use';
import { confirmedResumeWireSchema, heldResumeDetailsWireSchema, uploadedResumeWireSchema } from '../../shared/wire/resume-wire';
import type { FromSchema } from 'json-schema-to-ts';

const NO_SUCH_RESUME = 'No such resume.';
const params = pathParams({ id: idPath(NO_SUCH_RESUME) });

function uploadBody(row: StoredResume, extracted: ResumeExtraction, completedSections: string[]): FromSchema<typeof uploadedResumeWireSchema> {
  return {
    id: row.id,
    file_name: row.fileName,
    url: resumeFileUrl(row.id),
    uploaded_at: row.uploadedAt.toISOString(),
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    extracted: extractionWire(extracted),
    completed_sections: completedSections,
  };
}

/**
 * Resume upload and what is read from it (spec: POST /api/extract/resume, PUT /api/extract/resume/{id}), and the
 * stored file's download. The file is kept whatever reading it gives; reading only ever suggests, and nothing
 * read is saved to the profile until the person confirms it.
 */
export async function resumeRoutes(app: ApiServer): Promise<void> {
  // Scoped to this plugin; readSingleUpload sets the limits of each upload.
  await app.register(multipart);
  everyRouteSignedIn(app, true);
  const jobseeker = { signedIn: ['jobseeker'] } as const;
  // The answers are written by the wire contract's schemas.
  const uploaded = { response: { 201: uploadedResumeWireSchema } } as const;
  const confirmed = { params, response: { 200: confirmedResumeWireSchema } } as const;
  const heldDetails = { response: { 200: heldResumeDetailsWireSchema } } as const;

  app.post('/api/extract/resume', { config: jobseeker, preHandler: fairUseOfFileReading, schema: uploaded }, async (request, reply) => {
    const userId = authOf(request).user.id;
    const { upload, extracted } = await readUploadedResume(request);
    const { bytes } = upload;

    const { clock, flows, files } = app.ctx;
    const kept = await files.keep(bytes);
    const { result, completedSections } = await editAnswersInTransaction(app, userId, async (tx, answers, flow) => {
      const row = await insertResume(tx, {
        userId,
        fileName: upload.fileName,
        contentType: upload.contentType,
        sizeBytes: bytes.length,
        ...kept,
        extracted: { ...extracted },
        uploadedAt: clock.now(),
      });
      const updated = withResumeAnswer(flow, flows.validator, answers, resumeAnswer(row));
      // The file the new one replaces goes: the profile no longer points at it.
      await deleteUnusedResumes(tx, userId, updated);
      return { answers: updated, result: row };
    });
    return reply.code(201).send(uploadBody(result, extracted, completedSections));
  });

  app.put('/api/extract/resume/:id/', { config: jobseeker, schema: confirmed }, async (request) => {
    const userId = authOf(request).user.id;
    const id = Number(request.params.id);
    if (!isPlainObject(request.body)) throw AppError.detail(400, 'Send the details to keep as a JSON object, e.g. {"phone_number": "2125550123"}.');
    const body = request.body;
    const { result, completedSections } = await editAnswersInTransaction(app, userId, async (tx, answers, flow) => {
      // Read with the person's flow version: it says which questions the values read are saved to.
      const confirmation = readConfirmation(flow, body);
      // Locked with the answers, so the file cannot be replaced (and deleted) halfway through.
      const row = await lockOwnResume(tx, id, userId);
      if (!row) throw AppError.detail(404, NO_SUCH_RESUME);
      const ids = await nextRecordIds(tx, idsNeeded(flow, confirmation));
      const applied = applyConfirmation(app.ctx, flow, answers, confirmation, ids);
      const held = stillHeld([...heldEducationOf(row.extracted), ...applied.held.education], applied.answers);
      const confirmedAt = await confirmResume(tx, id, app.ctx.clock.now(), withHeld(row.extracted, held));
      return { answers: applied.answers, result: { saved: applied.saved, held, confirmedAt } };
    });
    return {
      id,
      confirmed_at: result.confirmedAt.toISOString(),
      saved: result.saved,
      held: { education: result.held.map(degreeWire) },
      completed_sections: completedSections,
    } satisfies FromSchema<typeof confirmedResumeWireSchema>;
  });

  // The degrees confirmed from the resume that wait for the education step (none once each is entered there).
  app.get('/api/extract/resume/held/', { config: jobseeker, schema: heldDetails }, async (request) => {
    const userId = authOf(request).user.id;
    const { db } = app.ctx;
    const row = await latestResumeOf(db, userId);
    if (!row) return { resume_id: null, education: [] };
    const stored = await readFlowAnswers(db, userId, JOBSEEKER_FLOW);
    const education = stillHeld(heldEducationOf(row.extracted), stored?.answers ?? {});
    return { resume_id: row.id, education: education.map(degreeWire) };
  });

  // "Not needed": the person lets the held degrees go.
  app.delete('/api/extract/resume/:id/held/', { config: jobseeker, schema: { params, response: { 204: noContent } } }, async (request, reply) => {
    const userId = authOf(request).user.id;
    const id = Number(request.params.id);
    await app.ctx.db.transaction(async (tx) => {
      const row = await lockOwnResume(tx, id, userId);
      if (!row) throw AppError.detail(404, NO_SUCH_RESUME);
      await setResumeExtracted(tx, id, withHeld(row.extracted, []));
    });
    return reply.code(204).send();
  });

  const file = { params, response: { 200: bytesAnswer('The resume as it was uploaded, in its own content type.') } } as const;
  app.get('/api/resumes/:id/file/', { schema: file }, async (request, reply) => {
    const id = Number(request.params.id);
    const { user } = authOf(request);
    // Staff read any resume to match people with roles; everyone else only their own, and another's is not there.
    const row = await readResumeFile(app.ctx.db, id, user.userType === 'staff' ? null : user.id);
    if (!row) throw AppError.detail(404, NO_SUCH_RESUME);
    return reply
      .header('Content-Type', row.contentType)
      .header('Content-Disposition', attachmentDisposition(row.fileName))
      .send(await app.ctx.files.read(row));
  });
}
