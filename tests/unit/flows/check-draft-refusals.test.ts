import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { checkDraft } from '../../../src/flows/studio/check-draft';
import type { FlowDocument, JsonSchema } from '../../../src/flows/types';
import { FLOWS_DIR, readEnums, readJson, readMetaSchema } from '../../../scripts/lib/schema-files';
import { tinyDocument, validator } from './helpers';

// The studio's draft check (issue 34 item 4): each mistake is one problem at its step and question, in words.

const sources = () => ({ metaSchema: readMetaSchema('flow'), enums: readEnums(), validator });
const jobseekerDocument = () => structuredClone(readJson(path.join(FLOWS_DIR, 'jobseeker', 'v1.json'))) as FlowDocument;

describe('checkDraft', () => {
  it('finds no problem in the job seeker flow as shipped', () => {
    expect(checkDraft(jobseekerDocument(), sources()).problems).toEqual([]);
  });

  it('refuses "On a sabbatical" given the value of "Actively looking", at the job seeking status question', () => {
    // What "Edit them here" then a new option wrote: the shared list copied into the question, one value repeated.
    const document = jobseekerDocument();
    const shared = readEnums()['job-seeking-statuses'] as JsonSchema;
    document.questions.jobSeekingStatus!.schema = {
      type: 'string',
      oneOf: [...(shared.oneOf as JsonSchema[]), { const: 'active', title: 'On a sabbatical' }],
      errorMessage: { oneOf: 'Choose from the listed statuses' },
    };
    expect(checkDraft(document, sources()).problems).toEqual([
      {
        step: 'job_seeking_status',
        question: 'jobSeekingStatus',
        kind: 'duplicate-option',
        message:
          '“Where are you in your job search?” offers “Actively looking” and “On a sabbatical” with the same value (“active”), so an answer cannot say which was chosen and may not save. Give “On a sabbatical” a value of its own.',
      },
    ]);
  });

  it('refuses the same through the shared list kept by $ref beside the new option', () => {
    const document = jobseekerDocument();
    document.questions.jobSeekingStatus!.schema = {
      type: 'string',
      anyOf: [{ $ref: '../../enums/job-seeking-statuses.json' }, { const: 'active', title: 'On a sabbatical' }],
      errorMessage: { anyOf: 'Choose from the listed statuses' },
    };
    expect(checkDraft(document, sources()).problems).toEqual([
      expect.objectContaining({ kind: 'duplicate-option', step: 'job_seeking_status', question: 'jobSeekingStatus' }),
    ]);
  });

  it('a step behind contradictory tests is one problem, at the step', () => {
    const document = tinyDocument();
    document.steps[1]!.when = {
      op: 'all',
      conditions: [
        { op: 'equals', field: 'kind', value: 'a' },
        { op: 'equals', field: 'kind', value: 'b' },
      ],
    };
    const checked = checkDraft(document, sources());
    expect(checked.problems).toEqual([expect.objectContaining({ step: 'detail', kind: 'condition-contradiction' })]);
  });

  it('a step behind a value its question does not offer is named at the step: why, and that it is never shown', () => {
    const document = tinyDocument();
    document.steps[1]!.when = { op: 'equals', field: 'kind', value: 'c' };
    // `unreachable-step` stays beside the reason: the map marks the step by it, and API clients read that kind.
    expect(checkDraft(document, sources()).problems).toEqual([
      expect.objectContaining({ step: 'detail', kind: 'unknown-value' }),
      expect.objectContaining({ step: 'detail', kind: 'unreachable-step', message: expect.stringContaining('is never shown') }),
    ]);
  });

  it("a step's condition on its own answer, and a limit a single choice does not have, each at its place", () => {
    const document = tinyDocument();
    document.steps[1]!.when = { op: 'exists', field: 'detail' };
    Object.assign(document.questions.kind!.schema, { maxLength: 5, errorMessage: { oneOf: 'Pick a listed kind', maxLength: 'Too long' } });
    expect(checkDraft(document, sources()).problems).toEqual([
      expect.objectContaining({ step: 'detail', kind: 'condition-needs-own-answer' }),
      { step: 'start', question: 'kind', kind: 'limit-not-for-type', message: '“Kind” is a single choice; a length limit does not apply to it. Remove it.' },
    ]);
  });

  it('a meta-schema problem names the question by its label, with no JSON pointer', () => {
    const document = tinyDocument();
    document.questions.tags!.schema = { type: 'array', items: { type: 'string', enum: ['x', 'y', 'x'], errorMessage: { enum: 'Pick listed tags' } } };
    const problems = checkDraft(document, sources()).problems;
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem).toEqual(expect.objectContaining({ step: 'middle', question: 'tags', kind: 'schema', message: expect.stringMatching(/^In “Tags”: /) }));
      expect(problem.message).not.toMatch(/\/questions|\/schema/);
    }
  });

  it('a shared option list that does not exist is named in words at its question, with no file path', () => {
    const document = tinyDocument();
    document.questions.kind!.schema = { $ref: '../../enums/kinds-of-things.json' };
    expect(checkDraft(document, sources()).problems).toEqual([
      {
        step: 'start',
        question: 'kind',
        kind: 'schema',
        message: '“Kind” uses the shared option list “kinds of things”, which does not exist. Choose an existing list or write the options here.',
      },
    ]);
  });
});
