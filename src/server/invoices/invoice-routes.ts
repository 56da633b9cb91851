import type { ApiServer } from '../http/api-server';
import type { FromSchema } from 'json-schema-to-ts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { employers, invoices, roles, users, matches, type InvoiceRow } from '../db/schema';
import { INVOICE_STATUSES, isInvoiceStatus } from '../../shared/invoice-statuses';
import { requireAuth } from '../auth/authenticate';
import { requireUserType } from '../auth/require-user-type';
import { AppError } from '../errors/app-error';
import { idParam } from '../http/id-param';
import { MAX_INTEGER } from '../http/integer-bounds';
import { roleTitleOf, UNTITLED_ROLE } from '../roles/role-title';
import { serviceTier } from '../../shared/service-tiers';
import { readPaging } from '../staff/lists/list-query';
import { invoiceMoveRefusal } from '../../shared/invoice-moves';
import { MATCH_NAMING_COLUMNS } from '../matching/match-naming-columns';
import type { AppDb } from '../db/database';
import { invoiceListWireSchema, invoiceWireSchema } from '../../shared/wire/invoices-wire';

const NO_SUCH_INVOICE = 'No such invoice.';

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', maxLength: 20 },
    employer: { type: 'string', maxLength: 10 },
    page: { type: 'string', maxLength: 10 },
    page_size: { type: 'string', maxLength: 10 },
  },
} as const;

type InvoiceListQuery = FromSchema<typeof listQuerySchema>;

const patchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'string', maxLength: 20 } },
} as const;

/** An invoice on the wire, with the words staff read beside the ids. */
async function readInvoices(db: AppDb, where: SQL | undefined, paging: { page: number; pageSize: number }): Promise<FromSchema<typeof invoiceWireSchema>[]> {
  const rows = await db
    .select({ invoice: invoices, roleUuid: roles.uuid, ...MATCH_NAMING_COLUMNS })
    .from(invoices)
    .leftJoin(roles, eq(roles.id, invoices.roleId))
    .leftJoin(employers, eq(employers.id, invoices.employerId))
    .leftJoin(matches, eq(matches.id, invoices.matchId))
    .leftJoin(users, eq(users.id, matches.jobseekerId))
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  return rows.map(({ invoice, roleUuid, roleAnswers, employerName, firstName, lastName }) =>
    wire(invoice, { roleUuid, roleAnswers, employerName, candidate: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim() }),
  );
}

function wire(
  invoice: InvoiceRow,
  extra: { roleUuid: string | null; roleAnswers: Record<string, unknown> | null; employerName: string | null; candidate: string | null },
): FromSchema<typeof invoiceWireSchema> {
  return {
    id: invoice.id,
    match: invoice.matchId,
    role: extra.roleUuid,
    role_title: extra.roleAnswers ? (roleTitleOf(extra.roleAnswers) ?? UNTITLED_ROLE) : null,
    employer: invoice.employerId,
    employer_name: extra.employerName,
    candidate: extra.candidate,
    first_year_salary: invoice.firstYearSalary,
    tier: invoice.tier,
    tier_title: serviceTier(invoice.tier)?.label ?? null,
    percent: invoice.percent === null ? null : Number(invoice.percent),
    amount: invoice.amount === null ? null : Number(invoice.amount),
    status: invoice.status,
    created_at: invoice.createdAt.toISOString(),
    sent_at: invoice.sentAt?.toISOString() ?? null,
    paid_at: invoice.paidAt?.toISOString() ?? null,
  };
}

/** One page of the invoices the filters keep (`status`, `employer`), newest first, with their count. */
export async function invoiceList(db: AppDb, query: InvoiceListQuery): Promise<FromSchema<typeof invoiceListWireSchema>> {
  const { status, employer } = query;
  const problems: Record<string, string[]> = {};
  const paging = readPaging(query, problems);
  const filters: SQL[] = [];
  if (status !== undefined && status !== '') {
    if (isInvoiceStatus(status)) filters.push(eq(invoices.status, status));
    else problems.status = [`Choose one of: ${INVOICE_STATUSES.join(', ')}.`];
  }
  if (employer !== undefined && employer !== '') {
    if (/^[1-9][0-9]{0,9}$/.test(employer) && Number(employer) <= MAX_INTEGER) filters.push(eq(invoices.employerId, Number(employer)));
    else problems.employer = ["Give the organization's id, a whole number."];
  }
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
  const where = and(...filters);
  const [[total], results] = await Promise.all([db.select({ n: count() }).from(invoices).where(where), readInvoices(db, where, paging)]);
  return { count: total?.n ?? 0, page: paging.page, page_size: paging.pageSize, results };
}

/**
 * Placement-fee invoices (issue 27 item 3), staff only: `GET /api/staff/invoices/` (newest first; `status`,
 * `employer` filters; a page at a time as the staff lists: `page`, `page_size` → `{count, page, page_size,
 * results}`) and `PATCH /api/staff/invoices/{id}/` with `status` (draft → sent → paid, or void; paid and void are
 * final: 409 `transition_not_allowed` with the reason).
 */
export async function invoiceRoutes(app: ApiServer): Promise<void> {
  app.addHook('preValidation', requireAuth);
  app.addHook('preHandler', requireUserType('staff'));
  const { ctx } = app;

  app.get('/api/staff/invoices/', { schema: { querystring: listQuerySchema, response: { 200: invoiceListWireSchema } } }, async (request) =>
    invoiceList(ctx.db, request.query),
  );

  app.patch<{ Params: { id: string }; Body: FromSchema<typeof patchBodySchema> }>(
    '/api/staff/invoices/:id/',
    { schema: { body: patchBodySchema, response: { 200: invoiceWireSchema } } },
    async (request) => {
      const id = idParam(request.params.id, NO_SUCH_INVOICE);
      const to = request.body.status;
      if (!isInvoiceStatus(to)) throw AppError.fields({ status: [`Choose one of: ${INVOICE_STATUSES.join(', ')}.`] });
      await ctx.db.transaction(async (tx) => {
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
        if (!invoice) throw AppError.detail(404, NO_SUCH_INVOICE);
        const refusal = invoiceMoveRefusal(invoice.status, to);
        if (refusal) throw AppError.coded('transition_not_allowed', 409, refusal);
        if (invoice.status === to) return;
        const now = ctx.clock.now();
        await tx
          .update(invoices)
          .set({ status: to, updatedAt: now, ...(to === 'sent' ? { sentAt: now } : {}), ...(to === 'paid' ? { paidAt: now } : {}) })
          .where(eq(invoices.id, id));
      });
      const [result] = await readInvoices(ctx.db, eq(invoices.id, id), { page: 1, pageSize: 1 });
      return result;
    },
  );
}
