import { describe, expect, it } from 'vitest';
import { sectionStarts } from '../../../src/flows/section-starts';
import { jobseeker } from './helpers';

describe('sectionStarts', () => {
  it('names each section of the job seeker flow, in order, with its first step on the path and in the flow', () => {
    expect(sectionStarts(jobseeker(), {})).toEqual([
      { section: 'Core Profile', onPath: 'can_work_in_us', inFlow: 'can_work_in_us' },
      { section: 'Job Seeking Preferences', onPath: 'job_seeking_status', inFlow: 'job_seeking_status' },
      { section: 'Professional Experience', onPath: 'has_managed', inFlow: 'has_managed' },
      { section: 'Demographics', onPath: 'gender', inFlow: 'gender' },
      { section: 'Workplace Preferences', onPath: 'teamwork_approach', inFlow: 'teamwork_approach' },
      { section: 'Affiliations', onPath: 'affiliations', inFlow: 'affiliations' },
    ]);
  });

  it('leaves onPath empty for a section the answers skip, and keeps its first step in the flow', () => {
    const flow = jobseeker();
    // Shown only to someone who uploaded a resume: these answers hold none.
    const skipped = {
      ...flow,
      steps: flow.steps.map((step) => (step.section === 'Affiliations' ? { ...step, when: { op: 'exists' as const, field: 'resume' } } : step)),
    };
    const affiliations = sectionStarts(skipped, {}).find((start) => start.section === 'Affiliations');
    expect(affiliations).toEqual({ section: 'Affiliations', onPath: undefined, inFlow: 'affiliations' });
  });
});
