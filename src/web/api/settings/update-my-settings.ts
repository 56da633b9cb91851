import { apiRequest } from '../api-client';
import type { MySettings } from './use-my-settings';
import { mySettingsPath } from './use-my-settings';
import type { MySettingsChange } from '../../../shared/wire/settings-wire';

/** PATCH /api/my-settings/{userId} with the settings to change; answers every setting as stored. */
export function updateMySettings(userId: number, settings: MySettingsChange): Promise<MySettings> {
  return apiRequest<MySettings>(mySettingsPath(userId), { method: 'PATCH', body: settings, module: 'my-settings' });
}
