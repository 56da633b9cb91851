import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOBSEEKER_FLOW } from '../../../../src/server/flows/flow-answers';
import { DEMOGRAPHIC_DIMENSIONS } from '../../../../src/server/reports/demographic-groups';

/** The function and triggers that keep each person's answer pair, as the database holds them (tests/api/db/database-definitions.test.ts). */
const pairDefinition = path.resolve(import.meta.dirname, '../../../../src/server/db/sql/jobseeker_demographic_pair_kept.sql');

describe('the triggers that number each job seeker’s answer pair (src/server/db/sql/jobseeker_demographic_pair_kept.sql)', () => {
  it('read the questions the reports group by, from the job seeker flow', () => {
    const sql = fs.readFileSync(pairDefinition, 'utf8');
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
