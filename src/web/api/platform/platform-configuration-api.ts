import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { SERVICE_TIERS, type ServiceTier } from '../../../shared/service-tiers';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { ConfigurationBody, PlatformConfiguration, TermsBody, serviceTierListWireSchema } from '../../../shared/wire/platform-wire';
import type { FromSchema } from 'json-schema-to-ts';

export type { PlatformConfiguration } from '../../../shared/wire/platform-wire';

const TIERS_PATH = '/api/service-tiers/';
const CONFIGURATION_PATH = '/api/staff/configuration/';

/** The fee table new roles are offered (staff may have changed it); the built-in one until it has loaded. */
export function useServiceTiers(): readonly ServiceTier[] {
  const owner = sessionOwner(useSession());
  const answer = useSWR<ServiceTier[], ApiError>(
    owner !== null ? [TIERS_PATH, owner] : null,
    async () => (await apiRequest<CamelKeys<FromSchema<typeof serviceTierListWireSchema>>>(TIERS_PATH, { module: 'service-tiers' })).results,
  );
  return answer.data ?? SERVICE_TIERS;
}

export function usePlatformConfiguration(): SWRResponse<PlatformConfiguration, ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<PlatformConfiguration, ApiError>(owner !== null ? [CONFIGURATION_PATH, owner] : null, () =>
    apiRequest<PlatformConfiguration>(CONFIGURATION_PATH, { module: 'platform-configuration' }),
  );
}

export function saveServiceTierFees(fees: Record<string, number>): Promise<PlatformConfiguration> {
  const body: CamelKeys<ConfigurationBody> = { serviceTierFees: fees };
  return apiRequest<PlatformConfiguration>(CONFIGURATION_PATH, { method: 'PATCH', body, module: 'save-service-tier-fees' });
}

export function publishTermsVersion(summary: string): Promise<PlatformConfiguration> {
  const body: TermsBody = { summary };
  return apiRequest<PlatformConfiguration>(`${CONFIGURATION_PATH}terms/`, { method: 'POST', body, module: 'publish-terms' });
}
