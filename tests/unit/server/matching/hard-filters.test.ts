import { describe, expect, it } from 'vitest';
import { criteriaOf, evaluateFilters, type FilterName, type RoleCriteria } from '../../../../src/server/matching/algorithm';
import { ROLE, role, seeker } from './fixtures';

function verdict(name: FilterName, roleOverrides: Record<string, unknown> = {}, seekerOverrides: Record<string, unknown> = {}) {
  const result = evaluateFilters(role(roleOverrides), seeker(seekerOverrides)).find((filter) => filter.name === name)!;
  return { passed: result.passed, reason: result.reason };
}

describe('hard filters', () => {
  it('pass a job seeker who meets every one, in a fixed order, with the values compared', () => {
    const filters = evaluateFilters(role(), seeker());
    expect(filters.map((filter) => filter.name)).toEqual([
      'work_authorization',
      'hours_and_role_type',
      'location',
      'compensation',
      'excluded_organizations',
      'minimum_experience',
    ]);
    expect(filters.every((filter) => filter.passed)).toBe(true);
    expect(filters.find((filter) => filter.name === 'compensation')).toMatchObject({
      roleValue: { maximumSalary: 115_000 },
      jobseekerValue: { minimumSalary: 92_000 },
    });
  });

  it('work authorization: only people authorized to work in the US', () => {
    expect(verdict('work_authorization')).toEqual({ passed: true, reason: 'Authorized to work in the US' });
    expect(verdict('work_authorization', {}, { canWorkInUs: false })).toEqual({ passed: false, reason: 'Not authorized to work in the US' });
    expect(verdict('work_authorization', {}, { canWorkInUs: undefined }).passed).toBe(false);
  });

  it('hours and role type: the kinds of work sought must include one the role offers', () => {
    expect(verdict('hours_and_role_type', {}, { seekingHoursToWork: ['full_time', 'contracted'] }).passed).toBe(true);
    expect(verdict('hours_and_role_type', {}, { seekingHoursToWork: ['part_time_20_30'] })).toEqual({
      passed: false,
      reason: 'Looking for Part-time, 20-30 hours a week; the role offers Full-time',
    });
    expect(verdict('hours_and_role_type', { roleType: ['contracted', 'part_time_20_30'] }, { seekingHoursToWork: ['part_time_20_30'] }).passed).toBe(true);
  });

  describe('location', () => {
    it('passes people living in one of the role’s metro areas', () => {
      expect(verdict('location')).toEqual({ passed: true, reason: 'Lives in Austin, TX, where the role is done' });
    });
    it('passes people who would move there only when the role is open to relocation', () => {
      const mover = { metroArea: 'Denver, CO', opennessToAlternativeLocations: 'anywhere' };
      expect(verdict('location', {}, mover).passed).toBe(true);
      expect(verdict('location', { openToRelocation: false }, mover)).toEqual({
        passed: false,
        reason: 'Lives in Denver, CO and would work anywhere in the US, but the role is not open to relocation',
      });
      const named = { metroArea: 'Denver, CO', opennessToAlternativeLocations: 'specific_locations', primaryLocations: [{ city: 'Dallas', state: 'TX' }] };
      expect(verdict('location', {}, named).reason).toBe('Lives in Denver, CO and named Dallas, TX as a place they would work; the role is open to relocation');
    });
    it('refuses people elsewhere who are not open to the role’s metro areas', () => {
      expect(verdict('location', {}, { metroArea: 'Denver, CO' })).toEqual({
        passed: false,
        reason: 'Lives in Denver, CO and would work only there; the role is done in Austin, TX and Dallas, TX',
      });
      const elsewhere = { metroArea: 'Denver, CO', opennessToAlternativeLocations: 'specific_locations', primaryLocations: [{ city: 'Boise', state: 'ID' }] };
      expect(verdict('location', {}, elsewhere).passed).toBe(false);
    });
    it('remote: remote-only people need a role with remote work; a fully remote role takes anyone', () => {
      const remoteOnly = { opennessToAlternativeLocations: 'remote' };
      expect(verdict('location', {}, remoteOnly)).toEqual({ passed: false, reason: 'Wants remote work only; the role is not remote' });
      expect(verdict('location', { roleLocationType: ['remote'] }, remoteOnly).passed).toBe(true);
      expect(
        verdict(
          'location',
          { geographicRequirement: 'remote', roleLocationType: ['remote'] },
          { metroArea: 'Boise, ID', opennessToAlternativeLocations: 'home' },
        ).passed,
      ).toBe(true);
    });
    describe('"Anywhere in the US"', () => {
      const organisation = { metroArea: 'Austin, TX', primaryAddress: { streetAddress: '1 Main St', zipcode: '78704', state: 'TX', city: 'Austin' } };
      const anywhere = (work: string[], relocation: boolean) =>
        criteriaOf(
          { ...ROLE, geographicRequirement: 'anywhere_in_us', availableMetroAreas: undefined, roleLocationType: work, openToRelocation: relocation },
          organisation,
        );
      const location = (criteria: RoleCriteria, person: Record<string, unknown>) =>
        evaluateFilters(criteria, seeker(person)).find((filter) => filter.name === 'location')!;

      it('an in-person role is done where the organization is: home-only people elsewhere do not pass', () => {
        const homeElsewhere = { metroArea: 'Detroit, MI', opennessToAlternativeLocations: 'home' };
        expect(location(anywhere(['in_person'], true), homeElsewhere)).toMatchObject({
          passed: false,
          reason: 'Lives in Detroit, MI and would work only there; the role is done in Austin, TX, where the organization is',
        });
        expect(location(anywhere(['mix'], true), { opennessToAlternativeLocations: 'home' }).passed).toBe(true);
        expect(location(anywhere(['in_person'], true), { metroArea: 'Detroit, MI', opennessToAlternativeLocations: 'anywhere' }).passed).toBe(true);
        expect(location(anywhere(['in_person'], false), { metroArea: 'Detroit, MI', opennessToAlternativeLocations: 'anywhere' }).passed).toBe(false);
      });

      it('a role that can be done remotely takes anyone; the address stands in for a missing metro area', () => {
        expect(location(anywhere(['in_person', 'remote'], false), { metroArea: 'Detroit, MI', opennessToAlternativeLocations: 'home' })).toMatchObject({
          passed: true,
          reason: 'The role can be done remotely from anywhere in the US',
        });
        const addressOnly = criteriaOf(
          { ...ROLE, geographicRequirement: 'anywhere_in_us', roleLocationType: ['in_person'] },
          { primaryAddress: organisation.primaryAddress },
        );
        expect(addressOnly.organisationMetroArea).toBe('Austin, TX');
        expect(location(addressOnly, { metroArea: 'Detroit, MI', opennessToAlternativeLocations: 'home' }).passed).toBe(false);
      });
    });
  });

  describe('compensation', () => {
    it('compares the minimum salary with the role’s maximum for full-time work', () => {
      expect(verdict('compensation', {}, { compensation: { minimumSalary: 115_000 } }).passed).toBe(true);
      expect(verdict('compensation', {}, { compensation: { minimumSalary: 120_000 } })).toEqual({
        passed: false,
        reason: "Asks at least $120,000, above the role's maximum of $115,000",
      });
    });
    it('compares the hourly rate for part-time and contract work', () => {
      const partTime = { roleType: ['part_time_20_30'], maximumSalary: undefined, maximumRate: 50 };
      expect(
        verdict('compensation', partTime, { seekingHoursToWork: ['part_time_20_30'], compensation: { minimumSalary: 90_000, minimumHourlyRate: 45 } }).passed,
      ).toBe(true);
      expect(
        verdict('compensation', partTime, { seekingHoursToWork: ['part_time_20_30'], compensation: { minimumSalary: 90_000, minimumHourlyRate: 60 } }),
      ).toEqual({
        passed: false,
        reason: "Asks at least $60 an hour, above the role's maximum of $50 an hour",
      });
    });
    it('passes when there is nothing to compare', () => {
      expect(verdict('compensation', { maximumSalary: undefined })).toEqual({ passed: true, reason: 'The role states no maximum pay' });
    });
  });

  it('excluded organizations: people currently at one of them, whatever the case and spacing', () => {
    expect(verdict('excluded_organizations').passed).toBe(true); // Rival Academy was a past job.
    const current = { recentExperience: { name: 'rival  academy', jobTitle: 'Director', currentlyAtJob: true, mostRecentRole: true } };
    expect(verdict('excluded_organizations', {}, current)).toEqual({ passed: false, reason: 'Works at rival  academy, which the role excludes' });
    expect(verdict('excluded_organizations', { excludedOrganizations: undefined }, current).passed).toBe(true);
  });

  it('minimum experience: years of full-time experience at least the minimum', () => {
    expect(verdict('minimum_experience', {}, { yearsFullTimeExperience: 4 }).passed).toBe(true);
    expect(verdict('minimum_experience', {}, { yearsFullTimeExperience: 3 })).toEqual({
      passed: false,
      reason: '3 years of full-time experience, fewer than the 4 asked',
    });
    expect(verdict('minimum_experience', { minimumYearsFullTimeExperience: 0 }, { yearsFullTimeExperience: 0 }).passed).toBe(true);
  });
});
