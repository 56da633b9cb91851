import { customType } from 'drizzle-orm/pg-core';

/** A binary column; PGlite hands back a Uint8Array, node-postgres a Buffer, so both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
