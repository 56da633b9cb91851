import type { FromSchema } from 'json-schema-to-ts';
import type { CamelWire } from './camel-keys';
import { INVOICE_STATUSES } from '../invoice-statuses';
import { closedRecord, integer, integerOrNull, numberOrNull, oneOf, pageOf, text, textOrNull } from './schema-builders';

/** A placement-fee invoice as staff read it (GET/PATCH /api/staff/invoices/…), with the words beside the ids. */
export const invoiceWireSchema = closedRecord({
  id: integer,
  /** The hire's match; null once the match is deleted. */
  match: integerOrNull,
  /** The role's uuid. */
  role: textOrNull,
  role_title: textOrNull,
  employer: integerOrNull,
  employer_name: textOrNull,
  /** The hired job seeker's name. */
  candidate: textOrNull,
  /** Dollars. */
  first_year_salary: { type: 'number' },
  tier: textOrNull,
  tier_title: textOrNull,
  percent: numberOrNull,
  /** Dollars; null under custom terms. */
  amount: numberOrNull,
  status: oneOf(INVOICE_STATUSES),
  created_at: text,
  sent_at: textOrNull,
  paid_at: textOrNull,
});

/** An invoice as the browser reads it (keys in camelCase). */
export type Invoice = CamelWire<typeof invoiceWireSchema>;

export type InvoiceStatus = FromSchema<typeof invoiceWireSchema>['status'];

/** GET /api/staff/invoices/: one page, as the staff lists page (`count` is every invoice the filters keep). */
export const invoiceListWireSchema = pageOf(invoiceWireSchema);

/** A page of invoices as the browser reads it. */
export type InvoicePage = CamelWire<typeof invoiceListWireSchema>;
