import { describe, expect, it } from 'vitest';
import { lintFlow, type LintIssue } from '../../../src/flows/lint/lint-flow';
import type { Condition } from '../../../src/flows/condition';
import type { FlowDocument, JsonSchema } from '../../../src/flows/types';
import { loadFlowVersion } from '../../../scripts/lib/schema-files';
import { jobseeker, load, tiny, tinyDocument } from './helpers';

// Issue 34 item 4: mistakes that broke live forms while the studio said "No problems". Each one alone gives one
// problem, at its step and question, in words.

/** The tiny flow's document, changed, loaded (so `$ref`s resolve) and linted. */
function lintOf(change: (document: FlowDocument) => void): LintIssue[] {
  const document = tinyDocument();
  change(document);
  return lintFlow(load(document));
}

const kindOptions = (document: FlowDocument) => document.questions.kind!.schema.oneOf as JsonSchema[];

describe('sound flows pass', () => {
  it('the shipped flows and the tiny flow have none of these problems', () => {
    expect(lintFlow(tiny())).toEqual([]);
    expect(lintFlow(jobseeker())).toEqual([]);
    expect(lintFlow(loadFlowVersion('role', 1))).toEqual([]);
    expect(lintFlow(loadFlowVersion('employer-profile', 1))).toEqual([]);
  });
});

describe('two options with one value', () => {
  it('in a oneOf list, naming both options by their titles', () => {
    const issues = lintOf((document) => kindOptions(document).push({ const: 'a', title: 'Also A' }));
    expect(issues).toEqual([
      {
        code: 'duplicate-option',
        step: 'start',
        question: 'kind',
        message:
          '“Kind” offers “A” and “Also A” with the same value (“a”), so an answer cannot say which was chosen and may not save. Give “Also A” a value of its own.',
      },
    ]);
  });

  it("in an enum list of a list question's items (the meta-schema refuses it in a file; the lint sees it in a loaded flow too)", () => {
    const flow = structuredClone(tiny());
    flow.questions.tags!.schema = { type: 'array', items: { type: 'string', enum: ['x', 'y', 'x'], errorMessage: { enum: 'Pick listed tags' } } };
    expect(lintFlow(flow)).toEqual([
      expect.objectContaining({
        code: 'duplicate-option',
        step: 'middle',
        question: 'tags',
        message: expect.stringContaining('“Tags” offers “x” and “x” with the same value'),
      }),
    ]);
  });

  it('between a shared option list included by $ref and an option beside it', () => {
    const issues = lintOf(
      (document) =>
        (document.questions.detail!.schema = {
          type: 'string',
          anyOf: [{ $ref: '../../enums/job-seeking-statuses.json' }, { const: 'active', title: 'On a sabbatical' }],
          errorMessage: { anyOf: 'Choose a listed status' },
        }),
    );
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'duplicate-option',
        step: 'detail',
        question: 'detail',
        message: expect.stringContaining('“Actively looking” and “On a sabbatical” with the same value'),
      }),
    ]);
    expect(issues[0]!.message).not.toMatch(/enums|\.json|\//);
  });

  it('two options with one title', () => {
    const issues = lintOf((document) => kindOptions(document).push({ const: 'c', title: 'A' }));
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'duplicate-option',
        question: 'kind',
        message: '“Kind” offers two options titled “A”: people cannot tell them apart. Give each a title of its own.',
      }),
    ]);
  });
});

describe('a condition that can never hold', () => {
  const stepWhen = (index: number, when: Condition) => lintOf((document) => (document.steps[index]!.when = when));

  it.each<[string, Condition, string]>([
    [
      'two values at once',
      {
        op: 'all',
        conditions: [
          { op: 'equals', field: 'kind', value: 'a' },
          { op: 'equals', field: 'kind', value: 'b' },
        ],
      },
      'Kind is A and Kind is B',
    ],
    [
      'a test and its opposite',
      {
        op: 'all',
        conditions: [
          { op: 'in', field: 'kind', values: ['a'] },
          { op: 'not', condition: { op: 'in', field: 'kind', values: ['a'] } },
        ],
      },
      'Kind is A and Kind is not A',
    ],
    [
      'answered and not answered',
      {
        op: 'all',
        conditions: [
          { op: 'exists', field: 'kind' },
          { op: 'not', condition: { op: 'exists', field: 'kind' } },
        ],
      },
      'Kind is answered and Kind is not answered',
    ],
    ['any of nothing', { op: 'any', conditions: [] }, 'never'],
  ])('contradictory tests on a step: %s', (_name, when, words) => {
    expect(stepWhen(1, when)).toEqual([
      {
        code: 'condition-contradiction',
        step: 'detail',
        message: `The step “Detail” is shown only when ${words}, which no answers can meet: its tests contradict each other, so the step is never shown. Change or remove one of them.`,
      },
    ]);
  });

  it('yes and no at once, on a step after the question', () => {
    const issues = stepWhen(3, {
      op: 'all',
      conditions: [
        { op: 'isTrue', field: 'flag' },
        { op: 'isFalse', field: 'flag' },
      ],
    });
    expect(issues).toEqual([
      expect.objectContaining({ code: 'condition-contradiction', step: 'middle', message: expect.stringContaining('Flag is Yes and Flag is No') }),
    ]);
  });

  it('a choice that is none of the options it offers', () => {
    const issues = stepWhen(1, {
      op: 'all',
      conditions: [
        { op: 'exists', field: 'kind' },
        { op: 'not', condition: { op: 'in', field: 'kind', values: ['a', 'b'] } },
      ],
    });
    expect(issues.map((issue) => [issue.code, issue.step])).toEqual([['condition-contradiction', 'detail']]);
  });

  it('contradictory tests on a next rule, at its step', () => {
    const issues = lintOf(
      (document) =>
        (document.steps[2]!.next = [
          {
            when: {
              op: 'all',
              conditions: [
                { op: 'isTrue', field: 'flag' },
                { op: 'isFalse', field: 'flag' },
              ],
            },
            goTo: 'last',
          },
        ]),
    );
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'condition-contradiction',
        step: 'flag',
        message: expect.stringMatching(/^The move from “Flag” to “Last” is made only when/),
      }),
    ]);
  });

  it("a step's condition on its own answer", () => {
    expect(stepWhen(1, { op: 'exists', field: 'detail' })).toEqual([
      {
        code: 'condition-needs-own-answer',
        step: 'detail',
        message:
          'The step “Detail” is shown only when Detail is answered, but “Detail” is asked on this step itself: nobody has answered it when the step is due, so the step is never shown. Base the condition on an answer given earlier.',
      },
    ]);
  });

  it('a step shown while its own answer is missing is sound (the resume step)', () => {
    expect(stepWhen(1, { op: 'not', condition: { op: 'exists', field: 'detail' } })).toEqual([]);
  });

  it("a question's condition on itself", () => {
    const issues = lintOf((document) => (document.questions.note!.when = { op: 'exists', field: 'note' }));
    expect(issues).toEqual([
      {
        code: 'condition-needs-own-answer',
        step: 'start',
        question: 'note',
        message:
          'The question “Note” is asked only when Note is answered, which depends on its own answer: nobody has given it before the question is shown, so the question is never asked. Base the condition on an answer given earlier.',
      },
    ]);
  });

  it('a question whose condition names a question below it on the same step', () => {
    const issues = lintOf((document) => (document.steps[0]!.questions = ['note', 'kind']));
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'condition-needs-later-answer',
        step: 'start',
        question: 'note',
        message: expect.stringContaining(
          '“Kind” is asked below it on this step: it would appear above that answer, after the person has passed it. Move “Note” below “Kind”.',
        ),
      }),
    ]);
  });

  it('a step whose condition names a question asked on a later step', () => {
    expect(stepWhen(1, { op: 'isTrue', field: 'flag' })).toEqual([
      expect.objectContaining({
        code: 'condition-needs-later-answer',
        step: 'detail',
        message: expect.stringContaining('“Flag” is asked later, on the step “Flag”: nobody has answered it at that point, so the step is never shown.'),
      }),
    ]);
  });

  it('a value the question does not offer, in words', () => {
    expect(stepWhen(1, { op: 'equals', field: 'kind', value: 'c' })).toEqual([
      expect.objectContaining({
        code: 'unknown-value',
        step: 'detail',
        message: 'The step “Detail”: its condition compares “Kind” with “c”, which it does not offer (its options: “A”, “B”). Choose one of its options.',
      }),
    ]);
  });
});

describe('a limit its kind of question does not have', () => {
  it.each<[string, (document: FlowDocument) => void, string, string]>([
    [
      'a length on a single choice',
      (document) =>
        Object.assign(document.questions.kind!.schema, {
          minLength: 1,
          maxLength: 5,
          errorMessage: { oneOf: 'Pick a listed kind', minLength: 'Too short', maxLength: 'Too long' },
        }),
      'kind',
      '“Kind” is a single choice; a length limit does not apply to it. Remove it.',
    ],
    [
      'a lowest value on text',
      (document) => (document.questions.detail!.schema = { type: 'string', minimum: 3, errorMessage: { minimum: 'At least 3' } }),
      'detail',
      '“Detail” is text; a number limit does not apply to it. Remove it.',
    ],
    [
      'a count on a yes/no question',
      (document) => (document.questions.flag!.schema = { type: 'boolean', minItems: 1, errorMessage: { minItems: 'Choose one' } }),
      'flag',
      '“Flag” is a yes/no question; a limit on how many it holds does not apply to it. Remove it.',
    ],
    [
      "a length on a list's options",
      (document) =>
        (document.questions.tags!.schema = {
          type: 'array',
          items: { type: 'string', enum: ['x', 'y', 'z'], maxLength: 3, errorMessage: { enum: 'Pick listed tags', maxLength: 'Too long' } },
        }),
      'tags',
      'Each item of “Tags” is a single choice; a length limit does not apply to it. Remove it.',
    ],
    [
      'a length on a number',
      (document) => (document.questions.detail!.schema = { type: 'integer', maxLength: 3, errorMessage: { maxLength: 'Too long' } }),
      'detail',
      '“Detail” is a number; a length limit does not apply to it. Remove it.',
    ],
  ])('%s', (_name, change, question, message) => {
    expect(lintOf(change)).toEqual([expect.objectContaining({ code: 'limit-not-for-type', question, message })]);
  });

  it('limits that fit their kind pass: a length on text, a count on a list', () => {
    expect(
      lintOf((document) => {
        document.questions.detail!.schema = { type: 'string', minLength: 1, errorMessage: { minLength: 'Too short' } };
        document.questions.tags!.schema = { ...document.questions.tags!.schema, minItems: 1, errorMessage: { minItems: 'Choose one' } };
      }),
    ).toEqual([]);
  });
});
