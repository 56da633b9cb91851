import { describe, expect, it } from 'vitest';
import { nextStep } from '../../../src/flows/next-step';
import { previousStep } from '../../../src/flows/previous-step';
import { isStepVisible } from '../../../src/flows/is-step-visible';
import { jobseeker, load, tiny, tinyDocument } from './helpers';

const step = (name: string) => ({ kind: 'step', step: name });
const end = (name: string) => ({ kind: 'end', end: name });

/** For a condition of §2.1: forward from the step before, and back from the step after, mirror each other. */
function both(answers: Record<string, unknown>, before: string, shown: string | null, after: string) {
  const flow = jobseeker();
  const next = nextStep(flow, before, answers);
  if (shown) {
    expect(next).toEqual(step(shown));
    expect(nextStep(flow, shown, answers)).toEqual(after.startsWith('/') || after === 'part_time_intro' ? end(after) : step(after));
    expect(previousStep(flow, after, answers)).toBe(shown);
    expect(previousStep(flow, shown, answers)).toBe(before);
  } else {
    expect(next).toEqual(after.startsWith('/') || after === 'part_time_intro' ? end(after) : step(after));
    expect(previousStep(flow, after, answers)).toBe(before);
  }
}

describe('next and previous step on the job seeker flow (spec 001 §2.1)', () => {
  it('legal_explanation only when not authorized to work in the US', () => {
    both({ canWorkInUs: false }, 'can_work_in_us', 'legal_explanation', 'metro_area');
    both({ canWorkInUs: true }, 'can_work_in_us', null, 'metro_area');
    both({}, 'can_work_in_us', null, 'metro_area');
  });

  it('primary_locations only for the location-flexible answers', () => {
    for (const value of ['home_and_specific_locations', 'specific_locations', 'remote_and_specific_locations']) {
      both({ opennessToAlternativeLocations: value }, 'openness_to_alternative_locations', 'primary_locations', 'compensation');
    }
    for (const value of ['home', 'anywhere', 'remote']) {
      both({ opennessToAlternativeLocations: value }, 'openness_to_alternative_locations', null, 'compensation');
    }
  });

  it('education only for Undergraduate or Graduate', () => {
    both({ highestEducationLevel: 'undergraduate' }, 'highest_education_level', 'education', 'recent_experience');
    both({ highestEducationLevel: 'graduate' }, 'highest_education_level', 'education', 'recent_experience');
    both({ highestEducationLevel: 'high_school' }, 'highest_education_level', null, 'recent_experience');
    both({ highestEducationLevel: 'not_applicable' }, 'highest_education_level', null, 'recent_experience');
  });

  it('straight to wrap_up when a resume exists; resume then intercept when not', () => {
    both({ resume: { fileName: 'cv.pdf' } }, 'skill_by_functional_expertise', null, 'wrap_up');
    const flow = jobseeker();
    for (const answers of [{ resume: null }, {}]) {
      expect(nextStep(flow, 'skill_by_functional_expertise', answers)).toEqual(step('resume'));
      expect(nextStep(flow, 'resume', answers)).toEqual(step('intercept'));
      expect(nextStep(flow, 'intercept', answers)).toEqual(step('wrap_up'));
      expect(previousStep(flow, 'wrap_up', answers)).toBe('intercept');
      expect(previousStep(flow, 'intercept', answers)).toBe('resume');
    }
    // Uploading at the resume step skips the intercept, which asks people without one to reconsider.
    expect(nextStep(flow, 'resume', { resume: { fileName: 'cv.pdf' } })).toEqual(step('wrap_up'));
  });

  it('can_travel_how_much only when willing to travel overnight', () => {
    both({ canTravelOvernight: true }, 'can_travel_overnight', 'can_travel_how_much', 'methodology');
    both({ canTravelOvernight: false }, 'can_travel_overnight', null, 'methodology');
  });

  it('current_board_seats only when on a board', () => {
    both({ currentlySitsOnBoard: true }, 'currently_sits_on_board', 'current_board_seats', 'interested_in_board_roles');
    both({ currentlySitsOnBoard: false }, 'currently_sits_on_board', null, 'interested_in_board_roles');
  });

  it('ends at part_time_intro for any part-time or contracted hours, else /dashboard', () => {
    for (const hours of ['part_time_30_40', 'part_time_20_30', 'part_time_under_20', 'contracted']) {
      both({ seekingHoursToWork: ['full_time', hours] }, 'interested_in_board_roles', null, 'part_time_intro');
      expect(previousStep(jobseeker(), 'part_time_intro', { seekingHoursToWork: [hours] })).toBe('interested_in_board_roles');
    }
    both({ seekingHoursToWork: ['full_time'] }, 'interested_in_board_roles', null, '/dashboard');
    both({}, 'interested_in_board_roles', null, '/dashboard');
    expect(previousStep(jobseeker(), '/dashboard', {})).toBe('interested_in_board_roles');
  });

  it('has no step before the first', () => {
    expect(previousStep(jobseeker(), 'can_work_in_us', {})).toBeNull();
  });

  it('goes back from a step the answers no longer show to the last shown step before it', () => {
    // The person is on legal_explanation, then the answer says they are authorised after all.
    expect(previousStep(jobseeker(), 'legal_explanation', { canWorkInUs: true })).toBe('can_work_in_us');
  });

  it('isStepVisible reads the step condition', () => {
    expect(isStepVisible(jobseeker(), 'legal_explanation', { canWorkInUs: false })).toBe(true);
    expect(isStepVisible(jobseeker(), 'legal_explanation', { canWorkInUs: true })).toBe(false);
    expect(isStepVisible(jobseeker(), 'metro_area', {})).toBe(true);
  });
});

describe('next rules (the engine, not one flow)', () => {
  it('jumps forward when a rule holds and falls through when none does', () => {
    const flow = tiny();
    expect(nextStep(flow, 'flag', { flag: true })).toEqual(step('last'));
    expect(nextStep(flow, 'flag', { flag: false })).toEqual(step('middle'));
    expect(previousStep(flow, 'last', { flag: true })).toBe('flag');
    expect(previousStep(flow, 'last', { flag: false })).toBe('middle');
  });

  it('goes to an end from the last step, by end rule or default', () => {
    const flow = tiny();
    expect(nextStep(flow, 'last', { tags: ['x'] })).toEqual(end('special'));
    expect(nextStep(flow, 'last', { tags: ['y'] })).toEqual(end('/home'));
  });

  it('lands on the next shown step when a rule targets a hidden one', () => {
    const document = tinyDocument();
    document.steps[0]!.next = [{ when: { op: 'equals', field: 'kind', value: 'a' }, goTo: 'detail' }];
    const flow = load(document);
    expect(nextStep(flow, 'start', { kind: 'a' })).toEqual(step('flag'));
  });

  it('a rule may go straight to an end', () => {
    const document = tinyDocument();
    document.steps[0]!.next = [{ when: { op: 'equals', field: 'kind', value: 'a' }, goTo: '/home' }];
    expect(nextStep(load(document), 'start', { kind: 'a' })).toEqual(end('/home'));
  });

  it('throws for a rule that jumps back (a broken flow) and for an unknown step', () => {
    const document = tinyDocument();
    document.steps[3]!.next = [{ goTo: 'start' }];
    const flow = load(document);
    expect(() => nextStep(flow, 'middle', {})).toThrow(/jumps back/);
    expect(() => nextStep(tiny(), 'nowhere', {})).toThrow(/no step "nowhere"/);
  });
});
