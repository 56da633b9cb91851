import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { employers, invoices, matches, roles, users, type InvoiceRow } from '../db/schema';
import { MATCH_NAMING_COLUMNS } from '../matching';
import type { InvoiceStatus } from '../../shared/invoice-statuses';

/** Which invoices to read; every filter given must hold. */
export interface InvoiceFilter {
  id?: number;
  status?: InvoiceStatus;
  employerId?: number;
}

/** An invoice with what names it for staff: its role, organisation and hired job seeker (null once deleted). */
export interface NamedInvoice {
  invoice: InvoiceRow;
  roleUuid: string | null;
  roleAnswers: Record<string, unknown> | null;
  employerName: string | null;
  firstName: string | null;
  lastName: string | null;
}

function whereOf(filter: InvoiceFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(invoices.id, filter.id));
  if (filter.status !== undefined) conditions.push(eq(invoices.status, filter.status));
  if (filter.employerId !== undefined) conditions.push(eq(invoices.employerId, filter.employerId));
  return and(...conditions);
}

export async function countInvoices(db: AppDb, filter: InvoiceFilter): Promise<number> {
  const [total] = await db.select({ n: count() }).from(invoices).where(whereOf(filter));
  return total?.n ?? 0;
}

/** One page of the invoices, newest first. */
export async function findNamedInvoices(db: AppDb, filter: InvoiceFilter, paging: { page: number; pageSize: number }): Promise<NamedInvoice[]> {
  return db
    .select({ invoice: invoices, roleUuid: roles.uuid, ...MATCH_NAMING_COLUMNS })
    .from(invoices)
    .leftJoin(roles, eq(roles.id, invoices.roleId))
    .leftJoin(employers, eq(employers.id, invoices.employerId))
    .leftJoin(matches, eq(matches.id, invoices.matchId))
    .leftJoin(users, eq(users.id, matches.jobseekerId))
    .where(whereOf(filter))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/** Reads the invoice and locks it until the caller's transaction ends, so two status moves run one after the other. */
export async function lockInvoice(tx: AppDb, id: number): Promise<InvoiceRow | undefined> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return invoice;
}

/** Moves the invoice to the status, stamping when it was sent or paid. */
export async function setInvoiceStatus(tx: AppDb, id: number, to: InvoiceStatus, now: Date): Promise<void> {
  await tx
    .update(invoices)
    .set({ status: to, updatedAt: now, ...(to === 'sent' ? { sentAt: now } : {}), ...(to === 'paid' ? { paidAt: now } : {}) })
    .where(eq(invoices.id, id));
}
