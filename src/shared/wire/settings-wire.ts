import type { CamelWire } from './camel-keys';
import { boolean, closedPartial, closedRecord } from './schema-builders';

const settings = {
  /** A job seeker open to matching is proposed to employers; true until they turn it off. */
  open_to_matching: boolean,
  /** Subscribed to the newsletter (the dashboard's Subscribe Now, spec 000 §1); false until they subscribe. */
  newsletter: boolean,
};

/** The settings of spec 000 §3 (GET and PATCH /api/my-settings/{userId}): the answer. */
export const mySettingsWireSchema = closedRecord(settings);

/** The PATCH body: the settings to change, each optional, so one screen's save leaves the others as they are. */
export const mySettingsChangeWireSchema = closedPartial(settings);

/** The settings as the browser reads and sends them (keys in camelCase). */
export type MySettings = CamelWire<typeof mySettingsWireSchema>;

/** A change of some settings as the browser sends it. */
export type MySettingsChange = CamelWire<typeof mySettingsChangeWireSchema>;
