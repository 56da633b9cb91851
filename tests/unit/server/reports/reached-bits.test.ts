import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MATCH_STATUS_BIT_SQL, REACHED_BIT } from '../../../../src/server/db/sql/match_status_bit';
import { reachedIn } from '../../../../src/server/reports/reached-statuses';
import { MATCH_STATUS_VALUES } from '../../../../src/shared/match-statuses';

/** The bits `WHEN '<status>' THEN 1 << <bit>` of a match_status_bit definition, by status. */
function bitsIn(definition: string): Record<string, number> {
  return Object.fromEntries([...definition.matchAll(/WHEN '(\w+)' THEN 1 << (\d+)/g)].map(([, status, bit]) => [status, Number(bit)]));
}

describe('the bits of the statuses a match reached (matches.reached)', () => {
  it('gives every status a bit of its own that fits the integer column', () => {
    const bits = MATCH_STATUS_VALUES.map((status) => REACHED_BIT[status]);
    expect(new Set(bits).size).toBe(MATCH_STATUS_VALUES.length);
    for (const bit of bits) expect(bit >= 0 && bit <= 30).toBe(true);
    expect(reachedIn(2 ** 31 - 1)).toEqual(MATCH_STATUS_VALUES);
  });

  it('writes the SQL function from the same numbering', () => {
    expect(bitsIn(MATCH_STATUS_BIT_SQL)).toEqual(REACHED_BIT);
  });

  it('never renumbers a bit that databases keep since migration 0028', () => {
    // A renumbered bit would make every stored `reached` say a match reached statuses it never did.
    const stored = bitsIn(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../src/server/db/migrations/0028_report_derived_columns.sql'), 'utf8'));
    expect(Object.keys(stored)).toHaveLength(21);
    expect(REACHED_BIT).toMatchObject(stored);
  });
});
