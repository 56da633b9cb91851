import type { ApiServer } from '../http/api-server';
import multipart from '@fastify/multipart';
import { AppError } from '../errors/app-error';
import { authOf } from '../auth/authenticate';
import { mergeAnswers } from '../flows/merge-answers';
import { readSingleUpload } from '../uploads/read-single-upload';
import { fairUseOfFileReading } from '../uploads/fair-use';
import { uploadFileName } from '../uploads/upload-file-name';
import { insertUploadedFile } from '../uploads/uploaded-file-repository';
import { requireOrganisationAccess, requireOrganisationEditor } from './employer-access';
import { NO_SUCH_ORGANISATION, employerIdParams } from './employer-params';
import { employerFlow, employerTargets } from './employer-body';
import { lockEmployer, updateEmployerProfile } from './employer-repository';
import { LOGOS_WIRE_KEY, logosOf, uploadedFileUrl } from './logo-answers';
import { resizeLogo } from './logo-image';
import { uploadedFileWireSchema } from '../../shared/wire/uploaded-file-wire';

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const LOGO_TOO_LARGE_MESSAGE = 'The image is larger than 5 MB. Save a smaller PNG, JPEG or WebP and upload that.';
export const LOGO_WRONG_TYPE_MESSAGE = 'This file is not a PNG, JPEG or WebP image. Upload the logo in one of those formats.';

/**
 * POST /api/employers/{id}/logo/ (multipart, one image in any field): the organisation's team administrators and
 * staff add a logo. The type is decided by the content (PNG, JPEG or WebP), the file is at most 5 MB and 40 megapixels, and it
 * is stored resized (`resizeLogo`) and appended to the `logos` answer, whose schema caps the list (its own
 * message when full). Answers 201 {id, file_name, url}; the file is then public at the url.
 */
export async function logoUploadRoute(app: ApiServer): Promise<void> {
  // Scoped to this plugin: the per-request limits are set by readSingleUpload.
  await app.register(multipart);

  app.post(
    '/api/employers/:employerId/logo/',
    {
      config: { signedIn: ['employee', 'staff'] },
      preHandler: fairUseOfFileReading,
      schema: { params: employerIdParams, response: { 201: uploadedFileWireSchema } },
    },
    async (request, reply) => {
      const employerId = Number(request.params.employerId);
      requireOrganisationAccess(request, employerId);
      await requireOrganisationEditor(app.ctx.db, request);
      const upload = await readSingleUpload(request, {
        maxBytes: MAX_LOGO_BYTES,
        kinds: ['png', 'jpeg', 'webp'],
        tooLargeMessage: LOGO_TOO_LARGE_MESSAGE,
        wrongTypeMessage: LOGO_WRONG_TYPE_MESSAGE,
        fallbackFileName: 'logo',
      });
      if (upload.kind !== 'png' && upload.kind !== 'jpeg' && upload.kind !== 'webp') throw AppError.detail(415, LOGO_WRONG_TYPE_MESSAGE);
      const image = await resizeLogo(upload.bytes, upload.kind);
      if (!image.ok) throw AppError.detail(image.status, image.message);
      const fileName = uploadFileName(upload.fileName, image.extension, 'logo');
      const { db, clock, flows, files } = app.ctx;
      const kept = await files.keep(image.bytes);

      const stored = await db.transaction(async (tx) => {
        const row = await lockEmployer(tx, employerId);
        if (!row) throw AppError.detail(404, NO_SUCH_ORGANISATION);
        const now = clock.now();
        const file = await insertUploadedFile(tx, {
          purpose: 'logo',
          employerId,
          uploadedBy: authOf(request).user.id,
          fileName,
          contentType: image.contentType,
          sizeBytes: image.bytes.length,
          ...kept,
          uploadedAt: now,
        });
        const logo = { id: file.id, fileName, url: uploadedFileUrl(file.id) };
        const logos = [...logosOf(row.answers), logo].map((item) => ({ id: item.id, file_name: item.fileName, url: item.url }));
        const flow = employerFlow(flows, row);
        // Through the engine like any answer: a full list is refused with the schema's own message, and the
        // stored file goes with the rolled-back transaction.
        const result = mergeAnswers(flow, employerTargets(flow), row.answers, { [LOGOS_WIRE_KEY]: logos }, flows.validator);
        if (!result.ok) throw AppError.fields(result.errors);
        await updateEmployerProfile(tx, employerId, { answers: result.answers, flowVersion: flow.version, updatedAt: now });
        return logo;
      });
      return reply.code(201).send({ id: stored.id, file_name: stored.fileName, url: stored.url });
    },
  );
}
