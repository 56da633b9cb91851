import type { ApiServer } from '../http/api-server';
import multipart from '@fastify/multipart';
import { normalizeAnswers, pruneAnswers, type Flow } from '../../flows';
import { AppError } from '../errors/app-error';
import { readSingleUpload } from '../uploads/read-single-upload';
import { fairUseOfFileReading } from '../uploads/fair-use';
import { insertUploadedFile } from '../uploads/uploaded-file-repository';
import { editRole } from './edit-role';
import { deleteRoleJobFiles, findRoleByUuid, roleWithUuid } from './role-repository';
import { uploadedFileUrl } from './role-body';
import { assertAnswersEditable, assertCanEditRole, roleActor, roleUuidParams } from './role-access';
import { uploadedFileWireSchema } from '../../shared/wire/uploaded-file-wire';

/** A job description file's largest size, as for resumes. */
export const MAX_JOB_FILE_BYTES = 5 * 1024 * 1024;

/** The role flow's file question (`jobFileUpload`): the one drawn with the file-upload widget. */
function fileQuestion(flow: Flow): string {
  const field = Object.entries(flow.questions).find(([, question]) => question.ui.widget === 'file-upload')?.[0];
  if (!field) throw AppError.detail(404, 'This role flow has no job file question.');
  return field;
}

/**
 * POST /api/employer/role/{uuid}/job-file/ (path ours): one PDF or DOCX, its type decided by the content, up to
 * 5 MB, kept in the database; it replaces the role's previous job file and becomes the `jobFileUpload` answer
 * ({id, fileName}; the body adds its download address). Answers 201 {id, file_name, url}.
 */
export async function jobFileRoute(app: ApiServer): Promise<void> {
  // Scoped to this plugin: only this route takes multipart bodies; readSingleUpload sets the per-request limits.
  await app.register(multipart, { limits: { fileSize: MAX_JOB_FILE_BYTES, files: 1 } });
  // The answer is written by the wire contract's schema.
  const options = {
    config: { signedIn: true },
    preHandler: fairUseOfFileReading,
    schema: { params: roleUuidParams, response: { 201: uploadedFileWireSchema } },
  } as const;

  app.post('/api/employer/role/:uuid/job-file/', options, async (request, reply) => {
    const actor = roleActor(request);
    const uuid = request.params.uuid.toLowerCase();
    // Checked before the file is read, so a refused caller's upload is never stored or even parsed.
    const role = await findRoleByUuid(app.ctx.db, uuid);
    assertCanEditRole(actor, role);
    assertAnswersEditable(role);
    const file = await readSingleUpload(request, {
      maxBytes: MAX_JOB_FILE_BYTES,
      kinds: ['pdf', 'docx'],
      tooLargeMessage: 'The file is larger than 5 MB. Save a smaller PDF or DOCX and try again.',
      wrongTypeMessage: 'This file is not a PDF or a Word (.docx) document. Upload the job description as a PDF or DOCX.',
      emptyMessage: 'The file is empty. Choose the job description file and try again.',
      fallbackFileName: 'job-description',
    });

    const kept = await app.ctx.files.keep(file.bytes);
    const { result } = await editRole(app, roleWithUuid(uuid), async (tx, row, flow) => {
      assertCanEditRole(actor, row);
      assertAnswersEditable(row);
      const field = fileQuestion(flow);
      await deleteRoleJobFiles(tx, row.id);
      const stored = await insertUploadedFile(tx, {
        purpose: 'job_file',
        employerId: row.employerId,
        roleId: row.id,
        uploadedBy: actor.user.id,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        ...kept,
        uploadedAt: app.ctx.clock.now(),
      });
      // The answer is checked with its question's schema like any other; a refusal is in the schema's words.
      const value = normalizeAnswers(flow, { [field]: { id: stored.id, fileName: stored.fileName } })[field];
      const issues = app.ctx.flows.validator.validate(flow.questions[field]!.schema, value);
      if (issues.length > 0) throw AppError.fields({ file: issues.map((issue) => issue.message) });
      return { answers: pruneAnswers(flow, { ...row.answers, [field]: value }), result: stored };
    });
    return reply.code(201).send({ id: result.id, file_name: result.fileName, url: uploadedFileUrl(result.id) });
  });
}
