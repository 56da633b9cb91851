import { describe, expect, it } from 'vitest';
import { readEnums } from '../../../scripts/lib/schema-files';

const enums = readEnums() as Record<string, { oneOf: { const: unknown; title: string; description?: string; 'x-group'?: string }[] }>;
const values = (name: string) => enums[name]!.oneOf.map((option) => option.const);

describe('enumerations (spec 001 §3.5)', () => {
  it('have the sizes the spec gives', () => {
    expect(values('metro-areas')).toHaveLength(100);
    expect(values('ethnicities')).toHaveLength(7);
    expect(values('budget-bands')).toHaveLength(14);
    expect(values('cultural-attributes')).toHaveLength(19);
    expect(values('affiliations')).toHaveLength(13);
    expect(values('benefits')).toHaveLength(14);
    expect(values('graduate-degrees')).toHaveLength(17);
    expect(values('study-fields')).toHaveLength(44);
    expect(values('referral-sources')).toHaveLength(10);
    expect(values('organization-types')).toHaveLength(11);
    expect(values('start-dates')).toHaveLength(6);
  });

  it('use the wire values the engine relies on', () => {
    expect(values('location-openness')).toEqual([
      'home',
      'home_and_specific_locations',
      'specific_locations',
      'anywhere',
      'remote_and_specific_locations',
      'remote',
    ]);
    expect(values('education-levels')).toEqual(['high_school', 'undergraduate', 'graduate', 'not_applicable']);
    expect(values('employment-types')).toEqual(['full_time', 'part_time_30_40', 'part_time_20_30', 'part_time_under_20', 'contracted']);
    expect(values('ethnicities')).toContain('declined_to_state');
  });

  it('rank metro areas by population as "City, ST", largest first', () => {
    expect(values('metro-areas').slice(0, 5)).toEqual(['New York, NY', 'Los Angeles, CA', 'Chicago, IL', 'Dallas, TX', 'Houston, TX']);
    for (const value of values('metro-areas')) expect(value).toMatch(/^[A-Z][A-Za-z.'-]*( [A-Z][A-Za-z.'-]*)*, [A-Z]{2}$/);
  });

  it('budget bands start at 0 and rise', () => {
    const bands = values('budget-bands') as number[];
    expect(bands[0]).toBe(0);
    expect(bands).toEqual([...bands].sort((a, b) => a - b));
  });

  it('group every skill under a functional area, 6 to 10 each', () => {
    const areas = values('functional-areas');
    const skills = enums['functional-skills']!.oneOf;
    for (const skill of skills) expect(areas).toContain(skill['x-group']);
    for (const area of areas) {
      const count = skills.filter((skill) => skill['x-group'] === area).length;
      expect(count, String(area)).toBeGreaterThanOrEqual(6);
      expect(count, String(area)).toBeLessThanOrEqual(10);
    }
  });
});
