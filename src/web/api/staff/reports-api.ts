import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { FunnelReport, ReportScopeQuery as ReportFilters, TimeInStatusReport } from '../../../shared/wire/reports-wire';
import type { Invoice, InvoiceStatus } from '../../../shared/wire/invoices-wire';

/** The filters every report takes, as the address bar holds them (wire names). */
export type { ReportScopeQuery as ReportFilters } from '../../../shared/wire/reports-wire';

export type { AdverseImpactReport, DiversityReport, FeesReport, FunnelReport } from '../../../shared/wire/reports-wire';
export type { Invoice, InvoiceStatus } from '../../../shared/wire/invoices-wire';

export type FunnelStage = FunnelReport['stages'][number];
export type TimeInStatusRow = TimeInStatusReport['statuses'][number];

export interface OrganizationChoice {
  id: number;
  name: string;
}

const REPORTS = '/api/staff/reports/';

/** One report under the filters; null `name` asks for nothing (a report the page does not show now). */
export function useReport<T>(
  name: 'funnel' | 'time-in-status' | 'fees' | 'diversity' | 'adverse-impact' | null,
  filters: ReportFilters & { stage?: string },
): SWRResponse<T, ApiError> {
  const owner = sessionOwner(useSession());
  const path = `${REPORTS}${name ?? ''}/`;
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  return useSWR<T, ApiError>(
    owner !== null && name !== null ? [path, JSON.stringify(query), owner] : null,
    () => apiRequest<T>(path, { module: `report-${name}`, query }),
    { keepPreviousData: true },
  );
}

export function useInvoices(employer: string | undefined): SWRResponse<Invoice[], ApiError> {
  const owner = sessionOwner(useSession());
  const path = '/api/staff/invoices/';
  const query = employer ? { employer } : {};
  return useSWR<Invoice[], ApiError>(
    owner !== null ? [path, JSON.stringify(query), owner] : null,
    async () => (await apiRequest<{ results: Invoice[] }>(path, { module: 'invoices', query })).results,
  );
}

export function moveInvoice(id: number, status: InvoiceStatus): Promise<Invoice> {
  return apiRequest<Invoice>(`/api/staff/invoices/${id}/`, { method: 'PATCH', body: { status }, module: 'invoices' });
}

/** The organizations to filter by, by name. */
export function useOrganizationChoices(): SWRResponse<OrganizationChoice[], ApiError> {
  const owner = sessionOwner(useSession());
  const path = '/api/staff/employers/';
  return useSWR<OrganizationChoice[], ApiError>(
    owner !== null ? [path, 'choices', owner] : null,
    async () => (await apiRequest<{ results: OrganizationChoice[] }>(path, { module: 'organizations' })).results,
  );
}
