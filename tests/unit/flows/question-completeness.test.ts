import { describe, expect, it } from 'vitest';
import { questionCompleteness } from '../../../src/flows/question-completeness';
import { loadFlowVersion } from '../../../scripts/lib/schema-files';
import { tiny, validator } from './helpers';

const employer = loadFlowVersion('employer-profile', 1, validator);

/** A complete, valid employer profile (every one of the 15 questions answered). */
const COMPLETE_PROFILE = {
  primaryAddress: { streetAddress: '1 Main St', zipcode: '78701', state: 'TX', city: 'Austin' },
  metroArea: 'Boise, ID',
  link: 'https://riverside.example.org',
  logos: [{ id: 1, fileName: 'logo.png', url: '/api/uploaded-files/1/' }],
  educationType: 'charter',
  missionStatement: 'Every child reads by third grade.',
  companySize: '11_50',
  growthStage: 'early_growth',
  personalityTraits: ['collaborative', 'innovative', 'mission_driven', 'data_driven', 'entrepreneurial'],
  employeesHaveCloseRelationships: false,
  hasPotentialForHighGrowth: true,
  hasOpportunityForAdvancement: false,
  hasWorkLifeBalance: true,
  cultureType: 'clan',
  referralType: 'search_engine',
};

describe('questionCompleteness: the share of valid questions (spec 001 §2.2)', () => {
  it('counts every shown question; an empty employer profile is 0 of 15', () => {
    expect(questionCompleteness(employer, {}, validator)).toEqual({ valid: 0, total: 15, percent: 0 });
  });

  it('rises with each valid answer, and a yes/no answered "No" counts as valid', () => {
    const one = questionCompleteness(employer, { link: 'https://example.org' }, validator);
    expect(one).toEqual({ valid: 1, total: 15, percent: 6 });
    const two = questionCompleteness(employer, { link: 'https://example.org', hasWorkLifeBalance: false }, validator);
    expect(two).toEqual({ valid: 2, total: 15, percent: 13 });
  });

  it('does not count an answer its schema refuses', () => {
    const result = questionCompleteness(employer, { link: 'example.org', personalityTraits: ['collaborative'] }, validator);
    expect(result.valid).toBe(0);
  });

  it('needs every question, optional ones included, for 100 %, and rounds down below that', () => {
    expect(questionCompleteness(employer, COMPLETE_PROFILE, validator)).toEqual({ valid: 15, total: 15, percent: 100 });
    const { referralType: _r, ...noReferral } = COMPLETE_PROFILE;
    expect(questionCompleteness(employer, noReferral, validator)).toEqual({ valid: 14, total: 15, percent: 93 });
  });

  it('counts only the questions the answers show', () => {
    const flow = tiny();
    // kind "b": the detail step shows and the note question hides; flag true jumps over the tags step.
    expect(questionCompleteness(flow, { kind: 'b', flag: true }, validator)).toEqual({ valid: 2, total: 3, percent: 66 });
    // kind "a": note shows, detail hides; flag false shows tags.
    expect(questionCompleteness(flow, { kind: 'a', note: 'n', flag: false }, validator)).toEqual({ valid: 3, total: 4, percent: 75 });
  });
});
