import { describe, expect, it } from 'vitest';
import { lintFlow, type LintIssue } from '../../../src/flows/lint/lint-flow';
import { lintEnum } from '../../../src/flows/lint/lint-enum';
import type { Flow } from '../../../src/flows/types';
import { readEnums } from '../../../scripts/lib/schema-files';
import { jobseeker, tiny } from './helpers';

/** The tiny flow, loaded, then broken by `change` (the lint sees flows the meta-schema may not have checked). */
function broken(change: (flow: Flow) => void): LintIssue[] {
  const flow = structuredClone(tiny());
  change(flow);
  return lintFlow(flow);
}

const codes = (issues: LintIssue[]) => issues.map((issue) => issue.code);

describe('lintFlow', () => {
  it('finds nothing wrong with the job seeker flow or the tiny flow', () => {
    expect(lintFlow(jobseeker())).toEqual([]);
    expect(lintFlow(tiny())).toEqual([]);
  });

  it('unknown field in a condition', () => {
    const issues = broken((flow) => (flow.steps[1]!.when = { op: 'equals', field: 'kinds', value: 'b' }));
    expect(issues).toEqual([expect.objectContaining({ code: 'unknown-field', step: 'detail', message: expect.stringContaining('“kinds”') })]);
  });

  it('unknown value in a condition', () => {
    const issues = broken((flow) => (flow.steps[1]!.when = { op: 'in', field: 'kind', values: ['b', 'c'] }));
    expect(issues).toEqual([
      expect.objectContaining({ code: 'unknown-value', step: 'detail', message: expect.stringContaining('compares “Kind” with “c”, which it does not offer') }),
    ]);
    expect(codes(broken((flow) => (flow.ends.rules[0]!.when = { op: 'includesAny', field: 'tags', values: ['w'] })))).toEqual(['unknown-value']);
  });

  it('an op that cannot apply to the field', () => {
    expect(codes(broken((flow) => (flow.steps[1]!.when = { op: 'isTrue', field: 'kind' })))).toEqual(['condition-type']);
    expect(codes(broken((flow) => (flow.ends.rules[0]!.when = { op: 'equals', field: 'tags', value: 'x' })))).toEqual(['condition-type']);
    expect(codes(broken((flow) => (flow.steps[1]!.when = { op: 'includesAny', field: 'kind', values: ['a'] })))).toEqual(['condition-type']);
  });

  it('unreachable step', () => {
    const issues = broken((flow) => (flow.steps[2]!.next = [{ goTo: 'last' }]));
    expect(issues).toEqual([expect.objectContaining({ code: 'unreachable-step', step: 'middle' })]);
  });

  it('duplicate step', () => {
    const issues = broken((flow) => flow.steps.push({ name: 'last', section: 'Two', questions: [] }));
    expect(codes(issues)).toContain('duplicate-step');
  });

  it('unknown section, and sections out of order', () => {
    expect(broken((flow) => (flow.steps[3]!.section = 'Three'))).toEqual([expect.objectContaining({ code: 'unknown-section', step: 'middle' })]);
    expect(codes(broken((flow) => (flow.steps[4]!.section = 'One')))).toEqual(['section-order']);
  });

  it('missing save target', () => {
    expect(broken((flow) => (flow.questions.flag!.saveTo = 'personal-wiring'))).toEqual([
      expect.objectContaining({ code: 'missing-save-target', step: 'flag', question: 'flag' }),
    ]);
    expect(codes(broken((flow) => (flow.questions.flag!.saveTo = '')))).toEqual(['missing-save-target']);
  });

  it('a limit without its message, also deep in a record and in an enumeration', () => {
    expect(broken((flow) => (flow.questions.detail!.schema = { type: 'string', maxLength: 3 }))).toEqual([
      expect.objectContaining({
        code: 'limit-without-message',
        question: 'detail',
        step: 'detail',
        message: '“Detail” has a limit (longest length) with no message to show when it is broken. Add its message.',
      }),
    ]);
    const record = { type: 'object', required: ['a', 'b'], properties: { a: { type: 'integer', maximum: 50 } }, errorMessage: { required: { a: 'Enter a' } } };
    const issues = broken((flow) => (flow.questions.detail!.schema = record));
    expect(issues.map((issue) => issue.message)).toEqual([
      '“Detail” requires “B” but has no message to show when it is missing. Add its message.',
      '“A” of “Detail” has a limit (highest value) with no message to show when it is broken. Add its message.',
    ]);
    const genders = readEnums().genders as Record<string, unknown>;
    expect(lintEnum({ ...genders, errorMessage: {} })).toEqual([expect.objectContaining({ code: 'limit-without-message' })]);
  });

  it('a cycle: a rule jumping back', () => {
    expect(broken((flow) => (flow.steps[3]!.next = [{ when: { op: 'exists', field: 'tags' }, goTo: 'start' }]))).toEqual([
      expect.objectContaining({ code: 'cycle', step: 'middle' }),
    ]);
  });

  it('unknown questions, questions no step asks, questions asked twice, unknown jump targets', () => {
    expect(codes(broken((flow) => flow.steps[4]!.questions.push('nothing')))).toEqual(['unknown-question']);
    expect(codes(broken((flow) => (flow.steps[3]!.questions = [])))).toEqual(['orphan-question']);
    expect(codes(broken((flow) => flow.steps[4]!.questions.push('tags')))).toEqual(['duplicate-question']);
    expect(codes(broken((flow) => (flow.steps[2]!.next = [{ when: { op: 'isTrue', field: 'flag' }, goTo: 'elsewhere' }])))).toEqual(['unknown-target']);
  });

  it('a step check or a record condition naming a field that is not there', () => {
    expect(codes(broken((flow) => (flow.steps[0]!.checks = [{ check: 'distinct', fields: ['kind', 'flag'], message: 'No ties' }])))).toEqual(['unknown-field']);
    expect(
      codes(
        jobseekerWith(
          (flow) => (flow.questions.recentExperience!.normalize = [{ op: 'nullWhen', field: 'endDate', when: { op: 'isTrue', field: 'current' } }]),
        ),
      ),
    ).toEqual(['unknown-field']);
  });

  it('enumerations repeating a value', () => {
    const genders = readEnums().genders as { oneOf: unknown[] };
    expect(codes(lintEnum({ ...genders, oneOf: [...genders.oneOf, { const: 'male', title: 'Man' }] }))).toEqual(['duplicate-option']);
  });
});

function jobseekerWith(change: (flow: Flow) => void): LintIssue[] {
  const flow = structuredClone(jobseeker());
  change(flow);
  return lintFlow(flow);
}
