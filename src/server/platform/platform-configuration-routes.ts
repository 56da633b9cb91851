import type { ApiServer } from '../http/api-server';
import { authOf } from '../auth/authenticate';
import { everyRouteSignedIn } from '../auth/signed-in';
import { AppError } from '../errors/app-error';
import { isPlainObject } from '../records/record-wire';
import { platformSettings, termsVersions } from '../db/schema';
import { latestTermsVersion, TERMS_OF_SERVICE } from '../terms';
import { SERVICE_TIER_VALUES } from '../../shared/service-tiers';
import {
  configurationBodySchema,
  platformConfigurationWireSchema,
  serviceTierListWireSchema,
  termsBodySchema,
  type serviceTierWireSchema,
} from '../../shared/wire/platform-wire';
import { configuredFeePercents, feeTable, SERVICE_TIER_FEES_KEY, type FeePercents } from './service-tier-fees';
import type { FromSchema } from 'json-schema-to-ts';

const SUMMARY_MAX = 500;

const EDITABLE_TIERS = SERVICE_TIER_VALUES.filter((tier) => tier !== 'custom');

function tiersWire(fees: FeePercents): FromSchema<typeof serviceTierWireSchema>[] {
  return feeTable(fees).map((tier) => ({ tier: tier.tier, label: tier.label, fee_percent: tier.feePercent }));
}

/**
 * Platform configuration (issue 12 item 3): the service-tier fee table new roles are offered and approved with,
 * and the terms of service version. `GET /api/service-tiers/` gives the table to everyone signed in (the role's
 * service tier step shows it); the rest is staff only.
 */
export async function platformConfigurationRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);
  const staffOnly = { signedIn: ['staff'] } as const;
  const { db, clock } = app.ctx;

  async function configuration(): Promise<FromSchema<typeof platformConfigurationWireSchema>> {
    return { latest_terms_version: await latestTermsVersion(db, TERMS_OF_SERVICE), service_tiers: tiersWire(await configuredFeePercents(db)) };
  }

  app.get('/api/service-tiers/', { schema: { response: { 200: serviceTierListWireSchema } } }, async () => ({
    results: tiersWire(await configuredFeePercents(db)),
  }));

  app.get('/api/staff/configuration/', { config: staffOnly, schema: { response: { 200: platformConfigurationWireSchema } } }, configuration);

  // Fees are fixed on a role when staff approve it: a change applies to roles approved from now on.
  app.patch(
    '/api/staff/configuration/',
    { config: staffOnly, schema: { body: configurationBodySchema, response: { 200: platformConfigurationWireSchema } } },
    async (request) => {
      const body = request.body;
      if (!isPlainObject(body) || !isPlainObject(body.service_tier_fees))
        throw AppError.fields({ service_tier_fees: ['Send the fee percent of each tier to change, e.g. {"service_tier_fees": {"enhanced": 12}}.'] });
      const problems: string[] = [];
      const changes: FeePercents = {};
      for (const [tier, percent] of Object.entries(body.service_tier_fees)) {
        if (!(EDITABLE_TIERS as readonly string[]).includes(tier))
          problems.push(`"${tier}" is not a tier with a set fee; the tiers are ${EDITABLE_TIERS.join(', ')} (custom is by agreement).`);
        else if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100 || Math.round(percent * 100) !== percent * 100)
          problems.push(`The fee of ${tier} must be a percent from 0 to 100, with at most two decimals.`);
        else changes[tier as keyof FeePercents] = percent;
      }
      if (problems.length > 0) throw AppError.fields({ service_tier_fees: problems });
      const value = { ...(await configuredFeePercents(db)), ...changes };
      await db
        .insert(platformSettings)
        .values({ key: SERVICE_TIER_FEES_KEY, value, updatedAt: clock.now(), updatedBy: authOf(request).user.id })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: clock.now(), updatedBy: authOf(request).user.id } });
      return configuration();
    },
  );

  // A new version of the terms: everyone is asked to accept it at their next visit (the terms banner).
  app.post(
    '/api/staff/configuration/terms/',
    { config: staffOnly, schema: { body: termsBodySchema, response: { 201: platformConfigurationWireSchema } } },
    async (request, reply) => {
      const summary = isPlainObject(request.body) && typeof request.body.summary === 'string' ? request.body.summary.trim() : '';
      if (summary === '') throw AppError.fields({ summary: ['Say in a sentence what changed in the terms.'] });
      if (summary.length > SUMMARY_MAX) throw AppError.fields({ summary: [`Keep the summary under ${SUMMARY_MAX} characters.`] });
      const latest = (await latestTermsVersion(db, TERMS_OF_SERVICE)) ?? 0;
      await db
        .insert(termsVersions)
        .values({ documentId: TERMS_OF_SERVICE, version: latest + 1, summary, publishedAt: clock.now() })
        .onConflictDoNothing();
      return reply.code(201).send(await configuration());
    },
  );
}
