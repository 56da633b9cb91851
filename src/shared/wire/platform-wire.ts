import type { FromSchema } from 'json-schema-to-ts';
import { SERVICE_TIER_VALUES } from '../service-tiers';
import type { CamelWire } from './camel-keys';
import { closedPartial, closedRecord, integer, integerOrNull, listOf, numberOrNull, oneOf, resultsOf, text } from './schema-builders';

/** One row of the fee table new roles are offered (the built-in tiers with staff's percents). */
export const serviceTierWireSchema = closedRecord({
  tier: oneOf(SERVICE_TIER_VALUES),
  label: text,
  /** Percent of first-year compensation; null when the fee is set by agreement (Custom). */
  fee_percent: numberOrNull,
});

/** GET /api/service-tiers/: the fee table, for everyone signed in (the role's service tier step). */
export const serviceTierListWireSchema = resultsOf(serviceTierWireSchema);

/**
 * Platform configuration (issue 12 item 3), staff only: GET and PATCH /api/staff/configuration/ and
 * POST /api/staff/configuration/terms/ (201) all answer it.
 */
export const platformConfigurationWireSchema = closedRecord({
  /** Null until a first version of the terms of service is published. */
  latest_terms_version: integerOrNull,
  service_tiers: listOf(serviceTierWireSchema),
});

export type PlatformConfiguration = CamelWire<typeof platformConfigurationWireSchema>;

// Only which fields there are: each value's checks are the handler's, whose messages say what to send.

/** PATCH /api/staff/configuration/: `service_tier_fees` maps a tier to its new fee percent. */
export const configurationBodySchema = closedPartial({ service_tier_fees: {} });

export type ConfigurationBody = FromSchema<typeof configurationBodySchema>;

/** POST /api/staff/configuration/terms/: `summary` says in a sentence what changed in the terms. */
export const termsBodySchema = closedPartial({ summary: {} });

export type TermsBody = FromSchema<typeof termsBodySchema>;

/** GET /api/latest-terms/{documentId}/: the newest published version (spec 000 §3). */
export const latestTermsWireSchema = closedRecord({ latest_version: integer });

export type LatestTerms = CamelWire<typeof latestTermsWireSchema>;

/** GET /api/health/: the API and its database answer (the client's reconnect probe, a load balancer's check). */
export const healthWireSchema = closedRecord({ status: { const: 'ok' } });
