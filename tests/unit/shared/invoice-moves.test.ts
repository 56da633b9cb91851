import { describe, expect, it } from 'vitest';
import { invoiceMoveRefusal, invoiceMoves } from '../../../src/shared/invoice-moves';
import { INVOICE_STATUSES, invoiceStatusLabel, isInvoiceStatus, type InvoiceStatus } from '../../../src/shared/invoice-statuses';

/** Every (from, to) pair the rules allow: a draft is sent, a sent invoice is paid, either may be voided. */
const ALLOWED: readonly (readonly [InvoiceStatus, InvoiceStatus])[] = [
  ['draft', 'sent'],
  ['draft', 'void'],
  ['sent', 'paid'],
  ['sent', 'void'],
];

describe('invoice moves', () => {
  it('allow draft → sent → paid and voiding a draft or a sent invoice, and refuse every other move with a reason', () => {
    for (const from of INVOICE_STATUSES) {
      for (const to of INVOICE_STATUSES) {
        const refusal = invoiceMoveRefusal(from, to);
        const allowed = from === to || ALLOWED.some(([a, b]) => a === from && b === to);
        if (allowed) expect(refusal, `${from} → ${to}`).toBeNull();
        else expect(refusal, `${from} → ${to}`).toMatch(/^[A-Z].+\.$/);
      }
    }
  });

  it('say why in words staff act on, naming no status code', () => {
    expect(invoiceMoveRefusal('draft', 'paid')).toBe('Send the invoice first: only a sent invoice can be marked paid.');
    expect(invoiceMoveRefusal('sent', 'draft')).toBe('A sent invoice cannot go back to draft: mark it paid, or void it.');
    expect(invoiceMoveRefusal('paid', 'void')).toBe('This invoice is paid: a paid invoice is final.');
    expect(invoiceMoveRefusal('void', 'sent')).toBe('This invoice is void: a void invoice is final. A new fee needs a new hire record.');
  });

  it('offer the browser exactly the moves the server allows, with their buttons', () => {
    for (const from of INVOICE_STATUSES) {
      const offered = invoiceMoves(from);
      expect(offered.map(({ to }) => [from, to])).toEqual(ALLOWED.filter(([a]) => a === from));
      for (const { to } of offered) expect(invoiceMoveRefusal(from, to)).toBeNull();
    }
    expect(invoiceMoves('draft')).toEqual([
      { to: 'sent', label: 'Mark sent' },
      { to: 'void', label: 'Void' },
    ]);
    expect(invoiceMoves('sent').map(({ label }) => label)).toEqual(['Mark paid', 'Void']);
    expect(invoiceMoves('paid')).toEqual([]);
    expect(invoiceMoves('void')).toEqual([]);
  });

  it('have words for every status and recognise only the listed ones', () => {
    expect(INVOICE_STATUSES.map(invoiceStatusLabel)).toEqual(['Draft', 'Sent', 'Paid', 'Void']);
    expect(INVOICE_STATUSES.every(isInvoiceStatus)).toBe(true);
    expect(['lost', '', 'Draft', null, 3].some(isInvoiceStatus)).toBe(false);
  });
});
