import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { displaySchema, stepFormSchema } from '../../../../src/web/forms/step-form-schema';
import { formatPhoneAsTyped } from '../../../../src/web/forms/widgets/format-phone-as-typed';
import { parseCityState } from '../../../../src/web/forms/widgets/city-picker-field';
import { jobseeker } from '../../flows/helpers';

describe('what RJSF draws for a step', () => {
  it('shows only the questions the answers make visible, in order, with their words', () => {
    const flow = jobseeker();
    const step = flow.steps.find((candidate) => candidate.name === 'gender')!;
    expect(stepFormSchema(flow, step, {}).fields).toEqual(['gender']);
    const selfDescribed = stepFormSchema(flow, step, { gender: 'self_describe' });
    expect(selfDescribed.fields).toEqual(['gender', 'customGender']);
    expect((selfDescribed.schema.properties!.customGender as RJSFSchema).title).toBe(flow.questions.customGender!.label);
  });

  it('draws a rank as one radio per rank, and a slider with no starting answer (issue 35 item 7)', () => {
    const flow = jobseeker();
    const ranks = stepFormSchema(
      flow,
      flow.steps.find((step) => step.name === 'workplace_location')!,
      {},
    );
    expect((ranks.schema.properties!.inPersonPreferenceScore as RJSFSchema).oneOf).toEqual([
      { const: 1, title: '1' },
      { const: 2, title: '2' },
      { const: 3, title: '3' },
    ]);
    const years = stepFormSchema(
      flow,
      flow.steps.find((step) => step.name === 'years_managing_others')!,
      {},
    );
    expect(years.schema.properties!.yearsManagingOthers).toMatchObject({ type: 'integer', minimum: 0, maximum: 50 });
    // The slider shows its minimum, but nobody chose it: the question stays unanswered until it is moved or confirmed.
    expect(years.schema.properties!.yearsManagingOthers).not.toHaveProperty('default');
  });

  it('keeps a limit the widgets show and leaves the rest of the validation to the engine', () => {
    const shown = displaySchema({ type: 'string', maxLength: 2000, pattern: '^x', errorMessage: { maxLength: 'Too long' } }, { title: 'Boards' });
    expect(shown).toEqual({ type: 'string', title: 'Boards', maxLength: 2000 });
  });

  it('merges an anyOf of option lists into one list, and leaves record ids out of record forms', () => {
    const flow = jobseeker();
    const education = displaySchema(flow.questions.education!.schema);
    const record = education.items as RJSFSchema;
    expect(Object.keys(record.properties!)).not.toContain('id');
    const degrees = (record.properties!.degree as RJSFSchema).oneOf as { const: string }[];
    expect(degrees.map((degree) => degree.const)).toEqual(expect.arrayContaining(['ba', 'med']));
  });

  it("labels record fields with the flow file's titles and leaves out what the server keeps (readOnly)", () => {
    const flow = jobseeker();
    const titles = (question: string) => {
      const shown = displaySchema(flow.questions[question]!.schema);
      const record = (shown.items ?? shown) as RJSFSchema;
      return Object.fromEntries(Object.entries(record.properties!).map(([name, field]) => [name, (field as RJSFSchema).title]));
    };
    expect(titles('languages')).toEqual({ name: 'Language', readingProficiency: 'Reading', writingProficiency: 'Writing', speakingProficiency: 'Speaking' });
    const experience = titles('workExperience');
    expect(experience).toMatchObject({ name: 'Organization', jobTitle: 'Job title', endDate: 'End date', currentlyAtJob: 'I currently work here' });
    expect(Object.keys(experience)).not.toContain('employerId');
    expect(titles('userAddress')).toMatchObject({ zipcode: 'ZIP code', state: 'State' });
  });

  it('titles each record by its kind and place, and hides the end date of a current job', () => {
    const flow = jobseeker();
    const step = flow.steps.find((candidate) => candidate.name === 'experience')!;
    const { uiSchema } = stepFormSchema(flow, step, {});
    const items = (uiSchema.workExperience as { items: (record: unknown, index: number) => Record<string, unknown> }).items;
    expect(items({}, 0)['ui:title']).toBe('Role 1');
    expect(items({ currentlyAtJob: false }, 1)).not.toHaveProperty('endDate');
    expect(items({ currentlyAtJob: true }, 1).endDate).toEqual({ 'ui:widget': 'hidden' });

    const recent = flow.steps.find((candidate) => candidate.name === 'recent_experience')!;
    expect(stepFormSchema(flow, recent, { recentExperience: { currentlyAtJob: true } }).uiSchema.recentExperience).toMatchObject({
      endDate: { 'ui:widget': 'hidden' },
    });
    expect(stepFormSchema(flow, recent, {}).uiSchema.recentExperience).not.toHaveProperty('endDate');
  });
});

describe('typing helpers', () => {
  it('formats a US phone number as it is typed and leaves anything else alone', () => {
    expect(formatPhoneAsTyped('2125550123')).toBe('(212) 555-0123');
    expect(formatPhoneAsTyped('212555')).toBe('(212) 555');
    expect(formatPhoneAsTyped('12125550123')).toBe('1 (212) 555-0123');
    expect(formatPhoneAsTyped('call me')).toBe('call me');
  });

  it('reads a typed city as City, ST with the state in capitals', () => {
    expect(parseCityState('boise, id')).toEqual({ city: 'Boise', state: 'ID' });
    expect(parseCityState('  Salt Lake City ,UT ')).toEqual({ city: 'Salt Lake City', state: 'UT' });
    expect(parseCityState('Boise')).toBeNull();
  });
});
