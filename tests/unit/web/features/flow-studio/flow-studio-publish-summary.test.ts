import { describe, expect, it } from 'vitest';
import type { DryRun } from '../../../../../src/web/api/staff/flow-studio-api';
import { answerSetNoun, publishSummary } from '../../../../../src/web/features/flow-studio/publish-summary';
import { problemInWords } from '../../../../../src/web/features/flow-studio/problem-words';
import { jobseeker } from '../../../flows/helpers';

const run = (partial: Partial<DryRun>): DryRun => ({ answerSets: 0, changed: 0, versions: [], invalid: [], changes: [], rolesKept: [], ...partial });
const refused = (name: string) => ({
  userId: 1,
  name,
  step: 'job_seeking_status',
  stepTitle: 'Where are you?',
  field: 'jobSeekingStatus',
  question: 'Where are you?',
  message: 'Choose a listed option',
});

describe('the publish confirmation in words', () => {
  it('counts people, organizations or roles by flow', () => {
    expect(answerSetNoun('jobseeker', 201)).toBe('201 people');
    expect(answerSetNoun('employer-profile', 1)).toBe('1 organization');
    expect(answerSetNoun('role', 6)).toBe('6 roles');
  });

  it('says who moves and how many answers change, and when the list is cut', () => {
    expect(publishSummary('jobseeker', 3, run({ answerSets: 201 }))).toBe(
      'Publishing moves 201 people to version 3. Every saved answer carries over as it is.',
    );
    expect(publishSummary('jobseeker', 3, run({ answerSets: 201, changed: 12, invalid: [refused('Ann'), refused('Bo')] }))).toBe(
      'Publishing moves 201 people to version 3. 2 answers change, for 12 people:',
    );
    const many = Array.from({ length: 1000 }, () => refused('Cy'));
    expect(publishSummary('jobseeker', 3, run({ answerSets: 5000, changed: 1200, invalid: many }))).toMatch(
      /1,000 or more answers change, for 1,200 people: The first 1,000/,
    );
    expect(publishSummary('role', 2, run({}))).toMatch(/^Nobody is on an earlier version/);
  });
});

describe("the server's problems in words", () => {
  it('names questions and steps by their words, without pointers, file paths or op names', () => {
    const flow = jobseeker();
    expect(
      problemInWords(
        {
          kind: 'vanished-code',
          message: 'question "jobSeekingStatus" is gone from the new version; add a rename or remove op to migrateFrom to say what becomes of its answers',
        },
        flow,
      ),
    ).toBe('Question “Where are you in your job search?” is gone from the new version');
    expect(problemInWords({ kind: 'schema', message: '/questions/x/schema/$ref: ../../enums/nothing.json names nothing' }, flow)).toBe(
      'A shared option list names nothing',
    );
  });
});
