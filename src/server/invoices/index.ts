/**
 * The invoices folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { createHireInvoice } from './hire-invoice';
