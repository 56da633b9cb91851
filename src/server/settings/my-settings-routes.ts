import type { ApiServer } from '../http/api-server';
import { everyRouteSignedIn } from '../auth/signed-in';
import { ownUserId, userIdParams } from '../auth/require-user-type';
import { mySettingsChangeWireSchema, mySettingsWireSchema } from '../../shared/wire/settings-wire';
import { mySettings, saveSettings } from './user-settings-repository';

const response = { 200: mySettingsWireSchema };

async function settingsBody(app: ApiServer, userId: number) {
  const { openToMatching, newsletter } = await mySettings(app.ctx.db, userId);
  return { open_to_matching: openToMatching, newsletter };
}

/** GET and PATCH /api/my-settings/{userId}: the caller's own settings only. */
export async function mySettingsRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);

  app.get('/api/my-settings/:userId/', { schema: { params: userIdParams, response } }, async (request) => {
    return settingsBody(app, ownUserId(request, request.params.userId));
  });

  app.patch('/api/my-settings/:userId/', { schema: { params: userIdParams, body: mySettingsChangeWireSchema, response } }, async (request) => {
    const userId = ownUserId(request, request.params.userId);
    const { open_to_matching: openToMatching, newsletter } = request.body;
    const change = { ...(openToMatching === undefined ? {} : { openToMatching }), ...(newsletter === undefined ? {} : { newsletter }) };
    if (Object.keys(change).length > 0) await saveSettings(app.ctx.db, userId, change, app.ctx.clock.now());
    return settingsBody(app, userId);
  });
}
