import type { ApiServer } from '../http/api-server';
import type { FromSchema } from 'json-schema-to-ts';
import { INVOICE_STATUSES, isInvoiceStatus } from '../../shared/invoice-statuses';
import { everyRouteSignedIn } from '../auth/signed-in';
import { AppError } from '../errors/app-error';
import { isIdText } from '../http/ids';
import { idPath, pathParams } from '../http/path-params';
import { roleTitleOf, UNTITLED_ROLE } from '../roles';
import { serviceTier } from '../../shared/service-tiers';
import { pagingQueryProperties, readPaging } from '../http/paging';
import { invoiceMoveRefusal } from '../../shared/invoice-moves';
import type { AppDb } from '../db/database';
import { countInvoices, findNamedInvoices, lockInvoice, setInvoiceStatus, type InvoiceFilter, type NamedInvoice } from './invoice-repository';
import { invoiceListWireSchema, invoiceWireSchema } from '../../shared/wire/invoices-wire';

const NO_SUCH_INVOICE = 'No such invoice.';

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', maxLength: 20 },
    employer: { type: 'string', maxLength: 10 },
    ...pagingQueryProperties,
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
async function readInvoices(db: AppDb, filter: InvoiceFilter, paging: { page: number; pageSize: number }): Promise<FromSchema<typeof invoiceWireSchema>[]> {
  return (await findNamedInvoices(db, filter, paging)).map(wire);
}

function wire({ invoice, roleUuid, roleAnswers, employerName, firstName, lastName }: NamedInvoice): FromSchema<typeof invoiceWireSchema> {
  return {
    id: invoice.id,
    match: invoice.matchId,
    role: roleUuid,
    role_title: roleAnswers ? (roleTitleOf(roleAnswers) ?? UNTITLED_ROLE) : null,
    employer: invoice.employerId,
    employer_name: employerName,
    candidate: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
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
  const filter: InvoiceFilter = {};
  if (status !== undefined && status !== '') {
    if (isInvoiceStatus(status)) filter.status = status;
    else problems.status = [`Choose one of: ${INVOICE_STATUSES.join(', ')}.`];
  }
  if (employer !== undefined && employer !== '') {
    if (isIdText(employer)) filter.employerId = Number(employer);
    else problems.employer = ["Give the organization's id, a whole number."];
  }
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
  const [total, results] = await Promise.all([countInvoices(db, filter), readInvoices(db, filter, paging)]);
  return { count: total, page: paging.page, page_size: paging.pageSize, results };
}

/**
 * Placement-fee invoices (issue 27 item 3), staff only: `GET /api/staff/invoices/` (newest first; `status`,
 * `employer` filters; a page at a time as the staff lists: `page`, `page_size` → `{count, page, page_size,
 * results}`) and `PATCH /api/staff/invoices/{id}/` with `status` (draft → sent → paid, or void; paid and void are
 * final: 409 `transition_not_allowed` with the reason).
 */
export async function invoiceRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, ['staff']);
  const { ctx } = app;

  app.get('/api/staff/invoices/', { schema: { querystring: listQuerySchema, response: { 200: invoiceListWireSchema } } }, async (request) =>
    invoiceList(ctx.db, request.query),
  );

  app.patch(
    '/api/staff/invoices/:id/',
    { schema: { params: pathParams({ id: idPath(NO_SUCH_INVOICE) }), body: patchBodySchema, response: { 200: invoiceWireSchema } } },
    async (request) => {
      const id = Number(request.params.id);
      const to = request.body.status;
      if (!isInvoiceStatus(to)) throw AppError.fields({ status: [`Choose one of: ${INVOICE_STATUSES.join(', ')}.`] });
      await ctx.db.transaction(async (tx) => {
        const invoice = await lockInvoice(tx, id);
        if (!invoice) throw AppError.detail(404, NO_SUCH_INVOICE);
        const refusal = invoiceMoveRefusal(invoice.status, to);
        if (refusal) throw AppError.coded('transition_not_allowed', 409, refusal);
        if (invoice.status === to) return;
        await setInvoiceStatus(tx, id, to, ctx.clock.now());
      });
      const [result] = await readInvoices(ctx.db, { id }, { page: 1, pageSize: 1 });
      return result;
    },
  );
}
