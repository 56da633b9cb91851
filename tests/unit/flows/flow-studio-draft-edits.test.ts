import { describe, expect, it } from 'vitest';
import {
  draftText,
  optionsOf,
  parseDraft,
  typedValue,
  withLimit,
  withOptionalText,
  withOptions,
  withQuestion,
  withStepCondition,
  type OptionItem,
} from '../../../src/web/features/flow-studio/draft-edits';
import { readJson, FLOWS_DIR } from '../../../scripts/lib/schema-files';
import type { FlowDocument } from '../../../src/flows/types';
import { jobseeker, load, tinyDocument } from './helpers';

describe("the studio's form edits the draft's JSON", () => {
  it('changes options in place, in a list question too, and the draft still loads', () => {
    const text = draftText(tinyDocument());
    const kind = parseDraft(text)!.questions.kind!;
    expect(optionsOf(kind)).toEqual({
      at: 'schema',
      options: [
        { code: 'a', title: 'A' },
        { code: 'b', title: 'B' },
      ],
    });
    const next = withQuestion(text, 'kind', (question) =>
      withOptions(question, [{ code: 'a', title: 'Alpha' }, ...(optionsOf(question) as { options: OptionItem[] }).options.slice(1)]),
    );
    const tags = withQuestion(next, 'tags', (question) => withOptions(question, [{ code: 'x', title: 'Ex' }]));
    const document = parseDraft(tags)!;
    expect(document.questions.kind!.schema.oneOf).toEqual([
      { const: 'a', title: 'Alpha' },
      { const: 'b', title: 'B' },
    ]);
    expect(document.questions.tags!.schema.items).toEqual({
      type: 'string',
      oneOf: [{ const: 'x', title: 'Ex' }],
      errorMessage: { oneOf: 'Pick listed tags' },
    });
    expect(() => load(document)).not.toThrow();
  });

  it('copies a shared list into the question before changing it, keeping its type and message', () => {
    const document = readJson(`${FLOWS_DIR}/jobseeker/v1.json`) as FlowDocument;
    const status = document.questions.jobSeekingStatus!;
    expect(optionsOf(status)).toEqual({ at: 'schema', ref: '../../enums/job-seeking-statuses.json' });
    const resolved = jobseeker().questions.jobSeekingStatus!;
    const shared = optionsOf(resolved) as { options: { code: string; title: string }[] };
    const copied = withOptions(status, [...shared.options.slice(0, 3)], resolved);
    expect(copied.schema.$ref).toBeUndefined();
    expect(copied.schema.type).toBe('string');
    expect((copied.schema.oneOf as unknown[]).length).toBe(3);
    expect(() => load({ ...document, questions: { ...document.questions, jobSeekingStatus: copied } })).not.toThrow();
  });

  it('sets and takes away limits with their messages, optional texts and conditions', () => {
    const detail = tinyDocument().questions.detail!;
    const longer = withLimit(detail, 'maxLength', 20, 'At most 20 characters');
    expect(longer.schema).toMatchObject({ maxLength: 20, errorMessage: { maxLength: 'At most 20 characters' } });
    const open = withLimit(longer, 'maxLength', null, '');
    expect(open.schema).toEqual({ type: 'string' });
    expect(withOptionalText(detail, 'required', '').required).toBeUndefined();
    const text = withStepCondition(draftText(tinyDocument()), 'detail', { op: 'in', field: 'kind', values: ['a', 'b'] });
    expect(parseDraft(text)!.steps[1]!.when).toEqual({ op: 'in', field: 'kind', values: ['a', 'b'] });
    expect(parseDraft(withStepCondition(text, 'detail', undefined))!.steps[1]!.when).toBeUndefined();
    expect(['true', '12', 'null', ' b '].map(typedValue)).toEqual([true, 12, null, 'b']);
  });
});
