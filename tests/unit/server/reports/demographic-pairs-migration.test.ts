import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOBSEEKER_FLOW } from '../../../../src/server/flows/flow-answers';
import { DEMOGRAPHIC_DIMENSIONS } from '../../../../src/server/reports/demographic-groups';

const migrations = path.resolve(import.meta.dirname, '../../../../src/server/db/migrations');

/** Every migration's SQL from 0033 on: a later one may redefine the triggers that keep each person's answer pair. */
function pairMigrations(): string {
  return fs
    .readdirSync(migrations)
    .filter((file) => file.endsWith('.sql') && Number(file.slice(0, 4)) >= 33)
    .sort()
    .map((file) => fs.readFileSync(path.join(migrations, file), 'utf8'))
    .join('\n');
}

describe('the triggers that number each job seeker’s answer pair (migration 0033)', () => {
  it('read the questions the reports group by, from the job seeker flow', () => {
    const sql = pairMigrations();
    // The reports name their questions in code; the database keeps the pairs. Renaming one without the other would
    // count every person as "Not answered" without an error.
    expect(DEMOGRAPHIC_DIMENSIONS.map(({ field }) => field)).toEqual(['gender', 'ethnicity']);
    for (const { field } of DEMOGRAPHIC_DIMENSIONS) {
      expect(sql).toContain(`NEW.answers -> '${field}'`);
      expect(sql).toContain(`OLD.answers -> '${field}' IS DISTINCT FROM NEW.answers -> '${field}'`);
    }
    expect(sql).toContain(`NEW.flow_id = '${JOBSEEKER_FLOW}'`);
  });
});
