import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

const textOrNull = { type: ['string', 'null'] } as const;
const idOrNull = { type: ['integer', 'null'] } as const;
const numberOrNull = { type: ['number', 'null'] } as const;

/** Draft → sent → paid, or void; paid and void are final. */
const INVOICE_WIRE_STATUSES = ['draft', 'sent', 'paid', 'void'] as const;

/** A placement-fee invoice as staff read it (GET/PATCH /api/staff/invoices/…), with the words beside the ids. */
export const invoiceWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'match',
    'role',
    'role_title',
    'employer',
    'employer_name',
    'candidate',
    'first_year_salary',
    'tier',
    'tier_title',
    'percent',
    'amount',
    'status',
    'created_at',
    'sent_at',
    'paid_at',
  ],
  properties: {
    id: { type: 'integer' },
    /** The hire's match; null once the match is deleted. */
    match: idOrNull,
    /** The role's uuid. */
    role: textOrNull,
    role_title: textOrNull,
    employer: idOrNull,
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
    status: { type: 'string', enum: INVOICE_WIRE_STATUSES },
    created_at: { type: 'string' },
    sent_at: textOrNull,
    paid_at: textOrNull,
  },
} as const;

export type InvoiceWire = FromSchema<typeof invoiceWireSchema>;

/** An invoice as the browser reads it (keys in camelCase). */
export type Invoice = CamelKeys<InvoiceWire>;

export type InvoiceStatus = InvoiceWire['status'];

/** GET /api/staff/invoices/: one page, as the staff lists page (`count` is every invoice the filters keep). */
export const invoiceListWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'page', 'page_size', 'results'],
  properties: { count: { type: 'integer' }, page: { type: 'integer' }, page_size: { type: 'integer' }, results: { type: 'array', items: invoiceWireSchema } },
} as const;

/** A page of invoices as the browser reads it. */
export type InvoicePage = CamelKeys<FromSchema<typeof invoiceListWireSchema>>;
