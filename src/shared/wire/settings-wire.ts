import type { CamelWire } from './camel-keys';
import { boolean, closedRecord } from './schema-builders';

/**
 * The settings of spec 000 §3 (GET and PATCH /api/my-settings/{userId}): the answer, and also the PATCH body,
 * which sends every setting.
 */
export const mySettingsWireSchema = closedRecord({
  /** A job seeker open to matching is proposed to employers; true until they turn it off. */
  open_to_matching: boolean,
});

/** The settings as the browser reads and sends them (keys in camelCase). */
export type MySettings = CamelWire<typeof mySettingsWireSchema>;
