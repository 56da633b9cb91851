import { describe, expect, it } from 'vitest';
import { pruneAnswers, offPathFields } from '../../../src/flows/prune-answers';
import { walkFlow } from '../../../src/flows/walk-flow';
import { answersBySaveTarget } from '../../../src/flows/answers-by-save-target';
import { flowRef, versionAnswers } from '../../../src/flows/flow-ref';
import { jobseeker, tiny } from './helpers';

describe('pruneAnswers', () => {
  it('drops answers to steps the walk no longer visits', () => {
    const answers = {
      canWorkInUs: true,
      legalExplanation: 'left over from before',
      opennessToAlternativeLocations: 'home',
      primaryLocations: [{ city: 'Austin', state: 'TX' }],
      highestEducationLevel: 'high_school',
      education: [{ school: 'Howard University', degree: 'ba', fieldOfStudy: 'history' }],
      canTravelOvernight: false,
      canTravelHowMuch: 'over_50_percent',
      currentlySitsOnBoard: false,
      currentBoardSeats: 'Treasurer',
      metroArea: 'Chicago, IL',
    };
    expect(pruneAnswers(jobseeker(), answers)).toEqual({
      canWorkInUs: true,
      opennessToAlternativeLocations: 'home',
      highestEducationLevel: 'high_school',
      canTravelOvernight: false,
      currentlySitsOnBoard: false,
      metroArea: 'Chicago, IL',
    });
  });

  it('keeps answers to steps still on the path', () => {
    const answers = { canWorkInUs: false, legalExplanation: 'OPT', currentlySitsOnBoard: true, currentBoardSeats: 'Treasurer' };
    expect(pruneAnswers(jobseeker(), answers)).toEqual(answers);
  });

  it('drops the answer to a hidden question on a visited step', () => {
    expect(pruneAnswers(jobseeker(), { gender: 'female', customGender: 'stale' })).toEqual({ gender: 'female' });
    expect(pruneAnswers(jobseeker(), { gender: 'self_describe', customGender: 'Non-binary' })).toEqual({ gender: 'self_describe', customGender: 'Non-binary' });
  });

  it('keeps an existing resume although it hides its own step: pruning never changes the path', () => {
    const answers = { resume: { fileName: 'cv.pdf' }, canWorkInUs: true };
    expect(pruneAnswers(jobseeker(), answers)).toEqual(answers);
    expect(walkFlow(jobseeker(), pruneAnswers(jobseeker(), answers)).path).toEqual(walkFlow(jobseeker(), answers).path);
  });

  it('leaves keys that are not questions of the flow alone, and lists what it drops', () => {
    expect(pruneAnswers(tiny(), { kind: 'a', detail: 'old', id: 7 })).toEqual({ kind: 'a', id: 7 });
    expect(offPathFields(tiny(), { kind: 'a', detail: 'old', id: 7 })).toEqual(['detail']);
  });

  it('groups answers by save target and stamps the flow version', () => {
    expect(answersBySaveTarget(jobseeker(), { canWorkInUs: true, phoneNumber: '2125550123', teamworkApproach: 'shared', other: 1 })).toEqual({
      profile: { canWorkInUs: true },
      user: { phoneNumber: '2125550123' },
      'personal-wiring': { teamworkApproach: 'shared' },
    });
    expect(flowRef(jobseeker())).toEqual({ flow: 'jobseeker', version: 1 });
    expect(versionAnswers(jobseeker(), { canWorkInUs: true })).toEqual({ flow: 'jobseeker', version: 1, answers: { canWorkInUs: true } });
  });
});
