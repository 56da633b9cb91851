import { describe, expect, it } from 'vitest';
import { loadFlowVersion } from '../../../../scripts/lib/schema-files';
import { answersOfOwner } from '../../../../src/web/forms/answers-of-owner';

describe('answers read out of their owner’s body', () => {
  it('finds every job seeker answer under `answers`, records and the phone number included', () => {
    const flow = loadFlowVersion('jobseeker', 1);
    const body = {
      flow: 'jobseeker',
      version: 1,
      answers: {
        canWorkInUs: true,
        phoneNumber: '2125550123',
        education: [{ id: 4, school: 'Howard University' }],
        primaryLocations: [{ id: 1, city: 'Chicago', state: 'IL' }],
        completedSkills: true,
      },
      completedSections: [],
    };
    expect(answersOfOwner(flow, body)).toEqual({
      canWorkInUs: true,
      phoneNumber: '2125550123',
      education: [{ id: 4, school: 'Howard University' }],
      primaryLocations: [{ id: 1, city: 'Chicago', state: 'IL' }],
      completedSkills: true,
    });
  });

  it('finds a role’s answers flat and under its preferences, and leaves out the unanswered (null) ones', () => {
    const flow = loadFlowVersion('role', 1);
    const body = {
      uuid: 'r-1',
      status: 'draft',
      jobTitle: 'Dean',
      description: null,
      educationPreferences: { id: 3, programName: 'TFA', hasCollegePreference: null },
      languages: [{ id: 9, name: 'spanish', role: 'required' }],
    };
    expect(answersOfOwner(flow, body)).toEqual({ jobTitle: 'Dean', programName: 'TFA', languages: [{ id: 9, name: 'spanish', role: 'required' }] });
  });
});
