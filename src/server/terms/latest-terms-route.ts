import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { latestTermsVersion } from './latest-terms';
import { latestTermsWireSchema } from '../../shared/wire/platform-wire';
import { idPath, pathParams } from '../http/path-params';

const NO_SUCH_DOCUMENT = 'No such terms document.';
const params = pathParams({ documentId: idPath(NO_SUCH_DOCUMENT) });

/** GET /api/latest-terms/{documentId}/: the newest published version (spec 000 §3), public like the terms. */
export async function latestTermsRoute(app: ApiServer): Promise<void> {
  app.get('/api/latest-terms/:documentId/', { schema: { params, response: { 200: latestTermsWireSchema } } }, async (request) => {
    const latest = await latestTermsVersion(app.ctx.db, Number(request.params.documentId));
    if (latest === null) throw AppError.detail(404, NO_SUCH_DOCUMENT);
    return { latest_version: latest };
  });
}
