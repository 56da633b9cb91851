import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

/** The filters every report takes, as the address bar holds them (wire names). */
export interface ReportFilters {
  from?: string;
  to?: string;
  employer?: string;
  role?: string;
}

export interface FunnelStage {
  status: string;
  title: string;
  count: number;
  reached: number;
}

export interface FunnelReport {
  stages: FunnelStage[];
  total: number;
}

export interface TimeInStatusRow {
  status: string;
  title: string;
  stays: number;
  medianDays: number | null;
  p90Days: number | null;
}

export interface FeesMonth {
  month: string;
  hires: number;
  hireFees: number;
  invoiced: number;
  paid: number;
}

export interface FeesReport {
  openRoles: { count: number; expectedFees: number; withoutExpectedFee: number };
  months: FeesMonth[];
  totals: Omit<FeesMonth, 'month'>;
}

export interface DiversityCell {
  group: string;
  title: string;
  count: number | null;
}

export interface DiversityReport {
  stages: { status: string; title: string; rows: { dimension: string; title: string; total: number | null; cells: DiversityCell[] }[] }[];
}

export interface ImpactGroup {
  dimension: string;
  group: string;
  title: string;
  n: number | null;
  selected: number | null;
  rate: number | null;
  impactRatio: number | null;
  flagged: boolean;
}

export interface AdverseImpactReport {
  stages: { stage: string; title: string; unit: 'people' | 'matches'; groups: ImpactGroup[] }[];
}

export type InvoiceStatus = 'draft' | 'sent' | 'paid' | 'void';

export interface Invoice {
  id: number;
  match: number | null;
  role: string | null;
  roleTitle: string | null;
  employer: number | null;
  employerName: string | null;
  candidate: string | null;
  firstYearSalary: number;
  tier: string | null;
  tierTitle: string | null;
  percent: number | null;
  amount: number | null;
  status: InvoiceStatus;
  createdAt: string;
  sentAt: string | null;
  paidAt: string | null;
}

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
