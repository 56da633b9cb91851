/**
 * The rules for moving an invoice between statuses, one table shared by the server, which enforces them on every
 * move, and the browser, which offers the moves they allow: a draft is sent, a sent invoice is paid, either may be
 * voided; paid and void are final.
 */
import { invoiceStatusLabel, type InvoiceStatus } from './invoice-statuses';

/** A status an invoice can be moved to: it starts as a draft and never goes back to one. */
type InvoiceMoveTarget = Exclude<InvoiceStatus, 'draft'>;

/** Where an invoice may go from each status, in the order the browser offers the moves. */
const INVOICE_MOVES: Readonly<Record<InvoiceStatus, readonly InvoiceMoveTarget[]>> = {
  draft: ['sent', 'void'],
  sent: ['paid', 'void'],
  paid: [],
  void: [],
};

/** The button that makes each move. */
const MOVE_WORDS: Readonly<Record<InvoiceMoveTarget, string>> = { sent: 'Mark sent', paid: 'Mark paid', void: 'Void' };

/**
 * Why an invoice cannot move from `from` to `to`, or null when it can (or already is there: nothing changes). The
 * server refuses with this sentence (409, `transition_not_allowed`).
 */
export function invoiceMoveRefusal(from: InvoiceStatus, to: InvoiceStatus): string | null {
  if (from === to || (INVOICE_MOVES[from] as readonly InvoiceStatus[]).includes(to)) return null;
  if (from === 'paid') return 'This invoice is paid: a paid invoice is final.';
  if (from === 'void') return 'This invoice is void: a void invoice is final. A new fee needs a new hire record.';
  if (from === 'draft' && to === 'paid') return 'Send the invoice first: only a sent invoice can be marked paid.';
  return `A sent invoice cannot go back to ${invoiceStatusLabel(to).toLowerCase()}: mark it paid, or void it.`;
}

/** The moves staff can make from `from`, each with its button's words. */
export function invoiceMoves(from: InvoiceStatus): { to: InvoiceMoveTarget; label: string }[] {
  return INVOICE_MOVES[from].map((to) => ({ to, label: MOVE_WORDS[to] }));
}
