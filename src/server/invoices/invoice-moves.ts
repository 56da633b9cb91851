import type { InvoiceStatus } from '../db/schema';

/** Where an invoice may go from each status: a draft is sent, a sent invoice is paid; either may be voided. */
const NEXT: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  draft: ['sent', 'void'],
  sent: ['paid', 'void'],
  paid: [],
  void: [],
};

/** Why an invoice cannot move from `from` to `to`, or null when it can (or already is there: nothing changes). */
export function invoiceMoveRefusal(from: InvoiceStatus, to: InvoiceStatus): string | null {
  if (from === to || NEXT[from].includes(to)) return null;
  if (from === 'paid') return 'This invoice is paid: a paid invoice is final.';
  if (from === 'void') return 'This invoice is void: a void invoice is final. A new fee needs a new hire record.';
  if (from === 'draft' && to === 'paid') return 'Send the invoice first: only a sent invoice can be marked paid.';
  return `A sent invoice cannot go back to ${to}: mark it paid, or void it.`;
}
