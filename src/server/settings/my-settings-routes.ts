import type { ApiServer } from '../http/api-server';
import { everyRouteSignedIn } from '../auth/signed-in';
import { ownUserId, userIdParams } from '../auth/require-user-type';
import { mySettingsWireSchema } from '../../shared/wire/settings-wire';
import { openToMatching, saveOpenToMatching } from './user-settings-repository';

const response = { 200: mySettingsWireSchema };

/** GET and PATCH /api/my-settings/{userId}: the caller's own settings only. */
export async function mySettingsRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);

  app.get('/api/my-settings/:userId/', { schema: { params: userIdParams, response } }, async (request) => {
    const userId = ownUserId(request, request.params.userId);
    return { open_to_matching: await openToMatching(app.ctx.db, userId) };
  });

  app.patch('/api/my-settings/:userId/', { schema: { params: userIdParams, body: mySettingsWireSchema, response } }, async (request) => {
    const userId = ownUserId(request, request.params.userId);
    const value = request.body.open_to_matching;
    await saveOpenToMatching(app.ctx.db, userId, value, app.ctx.clock.now());
    return { open_to_matching: value };
  });
}
