import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { latestTermsVersion } from './latest-terms';
import { latestTermsWireSchema } from '../../shared/wire/platform-wire';

/** GET /api/latest-terms/{documentId}/: the newest published version (spec 000 §3), public like the terms. */
export async function latestTermsRoute(app: ApiServer): Promise<void> {
  app.get<{ Params: { documentId: string } }>('/api/latest-terms/:documentId/', { schema: { response: { 200: latestTermsWireSchema } } }, async (request) => {
    const documentId = Number(request.params.documentId);
    const latest = Number.isSafeInteger(documentId) ? await latestTermsVersion(app.ctx.db, documentId) : null;
    if (latest === null) throw AppError.detail(404, 'No such terms document.');
    return { latest_version: latest };
  });
}
