import { describe, expect, it } from 'vitest';
import { countFilterDifferences } from '../../../../src/shared/filter-diff';

describe('countFilterDifferences (spec 000 §3)', () => {
  const reference = {
    roleTypes: ['full_time'],
    maximumSalary: 115_000,
    metroAreas: ['Austin, TX', 'Dallas, TX'],
    lastUpdated: '2026-01-01',
    filterGroupId: null,
  };

  it('ignores lastUpdated and filterGroupId in either spelling', () => {
    expect(countFilterDifferences(reference, { ...reference, lastUpdated: '2027-05-05', filterGroupId: 'g1' })).toBe(0);
    expect(countFilterDifferences({ max: 1, last_updated: 'a', filter_group_id: 1 }, { max: 1, last_updated: 'b', filter_group_id: 2 })).toBe(0);
  });

  it('counts each changed filter once; lists compare as sets; missing equals null', () => {
    expect(countFilterDifferences(reference, { ...reference, metroAreas: ['Dallas, TX', 'Austin, TX'] })).toBe(0);
    expect(countFilterDifferences(reference, { ...reference, maximumSalary: 130_000, metroAreas: ['Austin, TX'] })).toBe(2);
    expect(countFilterDifferences({ a: null }, {})).toBe(0);
    expect(countFilterDifferences({}, { skills: [{ skillId: 'x', rating: 2 }] })).toBe(1);
  });
});
