import { describe, expect, it } from 'vitest';
import { walkFlow } from '../../../src/flows/walk-flow';
import { jobseeker, tiny } from './helpers';

describe('walkFlow', () => {
  it('walks every always-shown step of the job seeker flow for no answers and ends at /dashboard', () => {
    const walk = walkFlow(jobseeker(), {});
    expect(walk.path[0]).toBe('can_work_in_us');
    expect(walk.path).toHaveLength(41);
    expect(walk.path).toEqual(expect.arrayContaining(['resume', 'intercept', 'wrap_up', 'intro_to_section']));
    expect(walk.path).not.toContain('legal_explanation');
    expect(walk.end).toBe('/dashboard');
  });

  it('shows all 46 steps of §2.1 when every condition holds, in spec order, ending at part_time_intro', () => {
    const walk = walkFlow(jobseeker(), {
      canWorkInUs: false,
      opennessToAlternativeLocations: 'specific_locations',
      highestEducationLevel: 'graduate',
      canTravelOvernight: true,
      currentlySitsOnBoard: true,
      seekingHoursToWork: ['contracted'],
    });
    expect(walk.path).toEqual(jobseeker().steps.map((step) => step.name));
    expect(walk.path.slice(0, 15)).toEqual([
      'can_work_in_us',
      'legal_explanation',
      'metro_area',
      'openness_to_alternative_locations',
      'primary_locations',
      'compensation',
      'highest_education_level',
      'education',
      'recent_experience',
      'functional_expertise_areas',
      'skill_by_functional_expertise',
      'resume',
      'intercept',
      'wrap_up',
      'intro_to_section',
    ]);
    expect(walk.path.at(-1)).toBe('interested_in_board_roles');
    expect(walk.end).toBe('part_time_intro');
  });

  it('records each condition it evaluates, by site', () => {
    const { decisions } = walkFlow(jobseeker(), { canWorkInUs: false, gender: 'self_describe' });
    expect(decisions).toContainEqual({ site: 'step legal_explanation', outcome: true });
    expect(decisions).toContainEqual({ site: 'question gender.customGender', outcome: true });
    expect(decisions).toContainEqual({ site: 'end[0]', outcome: false });
  });

  it('follows next rules and end rules of other flows', () => {
    expect(walkFlow(tiny(), { kind: 'b', flag: true })).toMatchObject({ path: ['start', 'detail', 'flag', 'last'], end: '/home' });
    expect(walkFlow(tiny(), { kind: 'a', flag: false, tags: ['x'] })).toMatchObject({ path: ['start', 'flag', 'middle', 'last'], end: 'special' });
  });
});
