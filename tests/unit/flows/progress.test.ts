import { describe, expect, it } from 'vitest';
import { progress } from '../../../src/flows/progress';
import { completedSections, sectionComplete, sectionCompleteness } from '../../../src/flows/section-completeness';
import { jobseeker, load, tiny, tinyDocument, validator } from './helpers';

describe('progress', () => {
  it('counts the steps of each section on the walk before the current one', () => {
    const result = progress(jobseeker(), { canWorkInUs: false }, 'metro_area');
    expect(result.sections[0]).toEqual({ section: 'Core Profile', total: 13, done: 2, current: true });
    expect(result.sections[1]).toEqual({ section: 'Job Seeking Preferences', total: 4, done: 0, current: false });
    expect(result.total).toBe(42);
    expect(result.done).toBe(2);
    expect(result.percent).toBe(4);
  });

  it('is complete at an end', () => {
    const result = progress(jobseeker(), {}, '/dashboard');
    expect(result.percent).toBe(100);
    expect(result.sections.every((section) => section.done === section.total && !section.current)).toBe(true);
  });
});

describe('sectionCompleteness', () => {
  const coreProfile = {
    canWorkInUs: true,
    metroArea: 'Denver, CO',
    opennessToAlternativeLocations: 'anywhere',
    compensation: { minimumSalary: 70000 },
    highestEducationLevel: 'not_applicable',
    recentExperience: { name: 'Denver Public Schools', jobTitle: 'Data Analyst' },
    functionalExpertiseAreas: ['data_assessment', 'technology', 'finance'],
    skillByFunctionalExpertise: [{ skillId: 'sql', rating: 4 }],
    resume: { fileName: 'cv.pdf' },
  };

  it('a section is complete when every visible step in it is valid', () => {
    expect(completedSections(jobseeker(), coreProfile, validator)).toEqual(['Core Profile']);
    const state = sectionCompleteness(jobseeker(), { ...coreProfile, canWorkInUs: false }, validator)[0]!;
    expect(state).toMatchObject({ section: 'Core Profile', complete: false, invalidSteps: ['legal_explanation'] });
  });

  it('hidden steps do not count against a section', () => {
    const withoutResume = { ...coreProfile, resume: null };
    expect(completedSections(jobseeker(), withoutResume, validator)).toEqual(['Core Profile']);
    expect(sectionCompleteness(jobseeker(), { ...coreProfile, highestEducationLevel: 'graduate' }, validator)[0]!.invalidSteps).toEqual(['education']);
  });

  it('in a sequential flow a section also needs the one before it complete', () => {
    const independent = sectionCompleteness(tiny(), { flag: false }, validator);
    expect(independent.map((state) => state.complete)).toEqual([false, true]);
    const sequential = load({ ...tinyDocument(), completeness: 'sequential' });
    expect(sectionCompleteness(sequential, { flag: false }, validator).map((state) => state.complete)).toEqual([false, false]);
    expect(completedSections(sequential, { kind: 'a', flag: false }, validator)).toEqual(['One', 'Two']);
  });

  it('sectionComplete answers one section as completedSections does', () => {
    const sequential = load({ ...tinyDocument(), completeness: 'sequential' });
    const cases = [
      { flow: tiny(), answers: { flag: false } },
      { flow: sequential, answers: { flag: false } },
      { flow: sequential, answers: { kind: 'a', flag: false } },
      { flow: jobseeker(), answers: coreProfile },
      { flow: jobseeker(), answers: { ...coreProfile, canWorkInUs: false } },
      { flow: jobseeker(), answers: { ...coreProfile, resume: null } },
    ];
    for (const { flow, answers } of cases) {
      const complete = completedSections(flow, answers, validator);
      for (const section of flow.sections) expect(sectionComplete(flow, answers, validator, section)).toBe(complete.includes(section));
    }
    expect(sectionComplete(tiny(), { flag: false }, validator, 'No such section')).toBe(false);
  });
});
