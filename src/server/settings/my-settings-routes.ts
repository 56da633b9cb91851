import type { ApiServer } from '../http/api-server';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { userSettings } from '../db/schema';
import { requireAuth } from '../auth/authenticate';
import { ownUserId } from '../auth/require-user-type';
import { mySettingsWireSchema } from '../../shared/wire/settings-wire';
import type { FromSchema } from 'json-schema-to-ts';

const response = { 200: mySettingsWireSchema };

export async function openToMatching(db: AppDb, userId: number): Promise<boolean> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row?.openToMatching ?? true;
}

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
      const now = app.ctx.clock.now();
      await app.ctx.db
        .insert(userSettings)
        .values({ userId, openToMatching: value, updatedAt: now })
        .onConflictDoUpdate({ target: userSettings.userId, set: { openToMatching: value, updatedAt: now } });
      return { open_to_matching: value };
    },
  );
}
