import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../../../src/web/features/staff-matching/format-value';

describe('a value the algorithm compared, as one line', () => {
  it('names a field by what it holds, not as an id ("Skill", not "Skill id")', () => {
    expect(formatValue({ skillId: 'Onboarding', rating: 'expert' })).toBe('Skill: Onboarding; Rating: expert');
    expect(formatValue({ university_id: 'Rice University' })).toBe('University: Rice University');
  });

  it('writes lists, yes or no and missing values in words', () => {
    expect(formatValue(['Austin, TX', 'Denver, CO'])).toBe('Austin, TX, Denver, CO');
    expect(formatValue([])).toBe('None');
    expect(formatValue({ offersRelocation: true, places: null })).toBe('Offers relocation: Yes; Places: —');
  });
});
