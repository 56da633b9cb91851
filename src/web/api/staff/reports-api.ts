import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { FunnelReport, ReportAnswers, ReportName, ReportScopeQuery as ReportFilters, TimeInStatusReport } from '../../../shared/wire/reports-wire';
import type { Invoice, InvoicePage, InvoiceStatus } from '../../../shared/wire/invoices-wire';

/** The largest page the invoice list gives (the staff lists' limit). */
const INVOICE_EXPORT_PAGE = 100;

/** The filters every report takes, as the address bar holds them (wire names). */
export type { ReportScopeQuery as ReportFilters } from '../../../shared/wire/reports-wire';

export type { AdverseImpactReport, FunnelReport } from '../../../shared/wire/reports-wire';
export type { Invoice, InvoiceStatus } from '../../../shared/wire/invoices-wire';

export type FunnelStage = FunnelReport['stages'][number];
export type TimeInStatusRow = TimeInStatusReport['statuses'][number];

export interface OrganizationChoice {
  id: number;
  name: string;
}

const REPORTS = '/api/staff/reports/';

/**
 * One report under the filters, typed by its name (reports-wire.ts's ReportAnswers); null `name` asks for nothing (a
 * report the page does not show now).
 */
export function useReport<Name extends ReportName>(name: Name | null, filters: ReportFilters & { stage?: string }): SWRResponse<ReportAnswers[Name], ApiError> {
  const owner = sessionOwner(useSession());
  const path = `${REPORTS}${name ?? ''}/`;
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  return useSWR<ReportAnswers[Name], ApiError>(
    owner !== null && name !== null ? [path, JSON.stringify(query), owner] : null,
    () => apiRequest<ReportAnswers[Name]>(path, { module: `report-${name}`, query }),
    { keepPreviousData: true },
  );
}

/** One page of the invoices of `employer` (all when none), newest first; `page` counts from 1. */
export function useInvoices(employer: string | undefined, page: number, pageSize: number): SWRResponse<InvoicePage, ApiError> {
  const owner = sessionOwner(useSession());
  const path = '/api/staff/invoices/';
  const query = { ...(employer ? { employer } : {}), page: String(page), page_size: String(pageSize) };
  return useSWR<InvoicePage, ApiError>(
    owner !== null ? [path, JSON.stringify(query), owner] : null,
    () => apiRequest<InvoicePage>(path, { module: 'invoices', query }),
    { keepPreviousData: true },
  );
}

/** Every invoice of `employer` (all when none), page after page, for the CSV export. */
export async function allInvoices(employer: string | undefined): Promise<Invoice[]> {
  const invoices: Invoice[] = [];
  for (let page = 1; ; page += 1) {
    const query = { ...(employer ? { employer } : {}), page: String(page), page_size: String(INVOICE_EXPORT_PAGE) };
    const answer = await apiRequest<InvoicePage>('/api/staff/invoices/', { module: 'invoices', query });
    invoices.push(...answer.results);
    if (answer.results.length < INVOICE_EXPORT_PAGE || invoices.length >= answer.count) return invoices;
  }
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
