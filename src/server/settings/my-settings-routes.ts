import type { ApiServer } from '../http/api-server';
import { requireAuth } from '../auth/authenticate';
import { ownUserId } from '../auth/require-user-type';
import { mySettingsWireSchema } from '../../shared/wire/settings-wire';
import type { FromSchema } from 'json-schema-to-ts';
import { openToMatching, saveOpenToMatching } from './user-settings-repository';

const response = { 200: mySettingsWireSchema };

/** GET and PATCH /api/my-settings/{userId}: the caller's own settings only. */
export async function mySettingsRoutes(app: ApiServer): Promise<void> {
  app.addHook('preHandler', requireAuth);

  app.get<{ Params: { userId: string } }>('/api/my-settings/:userId/', { schema: { response } }, async (request) => {
    const userId = ownUserId(request, request.params.userId);
    return { open_to_matching: await openToMatching(app.ctx.db, userId) };
  });

  app.patch<{ Params: { userId: string }; Body: FromSchema<typeof mySettingsWireSchema> }>(
    '/api/my-settings/:userId/',
    { schema: { body: mySettingsWireSchema, response } },
    async (request) => {
      const userId = ownUserId(request, request.params.userId);
      const value = request.body.open_to_matching;
      await saveOpenToMatching(app.ctx.db, userId, value, app.ctx.clock.now());
      return { open_to_matching: value };
    },
  );
}
