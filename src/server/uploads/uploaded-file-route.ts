import type { ApiServer } from '../http/api-server';
import { authenticateRequest } from '../auth/authenticate';
import { AppError } from '../errors/app-error';
import { idPath, pathParams } from '../http/path-params';
import { bytesAnswer } from '../http/answer-schemas';
import { attachmentDisposition } from './upload-file-name';
import { findUploadedFileById } from './uploaded-file-repository';

const NO_SUCH_FILE = 'No such file.';

const params = pathParams({ id: idPath(NO_SUCH_FILE) });

/**
 * GET /api/uploaded-files/{id}/ (path ours): files employers uploaded. Organisation logos are public (the public
 * employer page shows them, so an <img> loads them without a session) and shown inline; a role's job file is for
 * the organisation's employees and staff only, as a download. Someone else's job file is not there (404).
 */
export async function uploadedFileRoute(app: ApiServer): Promise<void> {
  // Public, as a logo is: the handler asks for a session only once the file is a role's job file.
  const schema = { params, response: { 200: bytesAnswer('The file as it was stored, in its own content type.') } };
  app.get('/api/uploaded-files/:id/', { schema }, async (request, reply) => {
    const id = Number(request.params.id);
    const file = await findUploadedFileById(app.ctx.db, id);
    if (!file) throw AppError.detail(404, NO_SUCH_FILE);
    if (file.purpose === 'logo') {
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await app.ctx.files.read(file));
    }
    await authenticateRequest(app, request);
    const user = request.auth!.user;
    const allowed = user.userType === 'staff' || (user.userType === 'employee' && user.employerId === file.employerId);
    if (!allowed) throw AppError.detail(404, NO_SUCH_FILE);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .send(await app.ctx.files.read(file));
  });
}
