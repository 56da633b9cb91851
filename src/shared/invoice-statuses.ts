/**
 * A placement-fee invoice's statuses (issue 27 item 3), written once: the database's CHECK, the wire schema, the
 * server's moves and the browser's words all read this list, so a new status is added here and nowhere else.
 */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The words staff read for each status (the record forces one for every status in the list). */
const INVOICE_STATUS_WORDS: Readonly<Record<InvoiceStatus, string>> = { draft: 'Draft', sent: 'Sent', paid: 'Paid', void: 'Void' };

export function invoiceStatusLabel(status: InvoiceStatus): string {
  return INVOICE_STATUS_WORDS[status];
}

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (INVOICE_STATUSES as readonly string[]).includes(value);
}
