import { apiRequest } from '../api-client';
import type { MySettings } from './use-my-settings';
import { mySettingsPath } from './use-my-settings';

/** PATCH /api/my-settings/{userId}; answers the settings as stored. */
export function updateMySettings(userId: number, settings: MySettings): Promise<MySettings> {
  return apiRequest<MySettings>(mySettingsPath(userId), { method: 'PATCH', body: settings, module: 'my-settings' });
}
