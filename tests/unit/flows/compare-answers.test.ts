import { describe, expect, it } from 'vitest';
import { validateStep } from '../../../src/flows/validate-step';
import { movedDate } from '../../../src/flows/compare-answers';
import { lintFlow, type LintIssue } from '../../../src/flows/lint/lint-flow';
import type { Flow } from '../../../src/flows/types';
import { loadFlowVersion } from '../../../scripts/lib/schema-files';
import { jobseeker, load, tiny, tinyDocument, validator } from './helpers';

const role = loadFlowVersion('role', 1, validator);
const errors = (step: string, answers: Record<string, unknown>) => validateStep(role, step, answers, validator);

const MAXIMUM_SALARY = 'Enter a maximum salary of at least the preferred salary';
const MAXIMUM_RATE = 'Enter a maximum rate of at least the preferred rate';
const LATEST_START = 'Enter a latest start date on or after the ideal start date';
const MINIMUM_YEARS = 'Choose minimum years no higher than the preferred years';
const WHOLE_DOLLARS = 'Enter a whole number of dollars';

describe('compare rules of the role flow (walk defect 14), checked by validateStep', () => {
  const fullTime = { roleType: ['full_time'], preferredSalary: 85000 };
  const partTime = { roleType: ['part_time_20_30'], preferredRate: 40 };

  it('maximumSalary is at least preferredSalary; equal is fine', () => {
    expect(errors('maximumSalary', { ...fullTime, maximumSalary: 80000 })).toEqual([{ field: 'maximumSalary', message: MAXIMUM_SALARY }]);
    expect(errors('maximumSalary', { ...fullTime, maximumSalary: 85000 })).toEqual([]);
    expect(errors('maximumSalary', { ...fullTime, maximumSalary: 95000 })).toEqual([]);
  });

  it('maximumRate is at least preferredRate', () => {
    expect(errors('maximumRate', { ...partTime, maximumRate: 35 })).toEqual([{ field: 'maximumRate', message: MAXIMUM_RATE }]);
    expect(errors('maximumRate', { ...partTime, maximumRate: 40 })).toEqual([]);
  });

  it('latestStartDate is not before idealStartDate; the same day is fine', () => {
    const dates = { idealStartDate: '2027-08-01' };
    expect(errors('startDates', { ...dates, latestStartDate: '2027-07-31' })).toEqual([{ field: 'latestStartDate', message: LATEST_START }]);
    expect(errors('startDates', { ...dates, latestStartDate: '2027-08-01' })).toEqual([]);
    expect(errors('startDates', { ...dates, latestStartDate: '2028-01-15' })).toEqual([]);
  });

  it('minimumYearsFullTimeExperience is not above yearsFullTimeExperience', () => {
    expect(errors('yearsFullTimeExperience', { yearsFullTimeExperience: 5, minimumYearsFullTimeExperience: 6 })).toEqual([
      { field: 'minimumYearsFullTimeExperience', message: MINIMUM_YEARS },
    ]);
    expect(errors('yearsFullTimeExperience', { yearsFullTimeExperience: 5, minimumYearsFullTimeExperience: 5 })).toEqual([]);
    expect(errors('yearsFullTimeExperience', { yearsFullTimeExperience: 5, minimumYearsFullTimeExperience: 0 })).toEqual([]);
  });

  it('is skipped while the other answer is missing, hidden or of the wrong kind', () => {
    expect(errors('maximumSalary', { roleType: ['full_time'], maximumSalary: 1 })).toEqual([]);
    // preferredSalary's step is shown only for a full-time role: an answer left from before does not count.
    expect(errors('maximumSalary', { roleType: ['contracted'], preferredSalary: 85000, maximumSalary: 1 })).toEqual([]);
    expect(errors('maximumSalary', { roleType: ['full_time'], preferredSalary: 'a lot', maximumSalary: 1 })).toEqual([]);
  });

  it('an answer its own schema refuses gets that message only, not the comparison as well', () => {
    expect(errors('maximumSalary', { ...fullTime, maximumSalary: 80000.5 })).toEqual([{ field: 'maximumSalary', message: WHOLE_DOLLARS }]);
  });

  it('changing the other answer leaves the rule’s own question invalid, where its message is shown', () => {
    const stored = { ...fullTime, maximumSalary: 90000, preferredSalary: 120000 };
    expect(errors('preferredSalary', stored)).toEqual([]);
    expect(errors('maximumSalary', stored)).toEqual([{ field: 'maximumSalary', message: MAXIMUM_SALARY }]);
  });
});

describe('whole dollars (walk defect 5)', () => {
  it('a salary or rate with cents is refused in words, in the role and job seeker flows', () => {
    expect(errors('preferredSalary', { roleType: ['full_time'], preferredSalary: 85000.5 })).toEqual([{ field: 'preferredSalary', message: WHOLE_DOLLARS }]);
    expect(errors('preferredRate', { roleType: ['contracted'], preferredRate: 35.5 })).toEqual([{ field: 'preferredRate', message: WHOLE_DOLLARS }]);
    const compensation = (value: Record<string, unknown>) =>
      validateStep(jobseeker(), 'compensation', { seekingHoursToWork: ['full_time', 'contracted'], compensation: value }, validator);
    expect(compensation({ minimumSalary: 85000.5 })).toEqual([{ field: 'compensation', path: '/minimumSalary', message: WHOLE_DOLLARS }]);
    expect(compensation({ minimumSalary: 85000, minimumHourlyRate: 35.25 })).toEqual([
      { field: 'compensation', path: '/minimumHourlyRate', message: WHOLE_DOLLARS },
    ]);
  });
});

describe('lint of compare rules', () => {
  /** The lint's findings about compare rules on the tiny flow, changed by `change` (retyping a field upsets its conditions too). */
  function linted(change: (flow: Flow) => void): LintIssue[] {
    const flow = structuredClone(tiny());
    change(flow);
    return lintFlow(flow).filter((issue) => issue.message.startsWith('compare rule'));
  }

  it('the role flow’s rules pass', () => {
    expect(lintFlow(role)).toEqual([]);
  });

  it('names an existing field, asked no later than the rule’s own question', () => {
    expect(linted((flow) => (flow.questions.tags!.compare = [{ op: 'gte', field: 'count', message: 'm' }]))).toEqual([
      expect.objectContaining({ code: 'unknown-field', question: 'tags', message: expect.stringContaining('"count"') }),
    ]);
    expect(linted((flow) => (flow.questions.detail!.compare = [{ op: 'notBefore', field: 'detail', message: 'm' }]))).toEqual([
      expect.objectContaining({ code: 'compare-order', question: 'detail', message: expect.stringContaining('itself') }),
    ]);
    const later = linted((flow) => {
      flow.questions.detail!.schema = { type: 'integer' };
      flow.questions.tags!.schema = { type: 'integer' };
      flow.questions.detail!.compare = [{ op: 'lte', field: 'tags', message: 'm' }];
    });
    expect(later).toEqual([expect.objectContaining({ code: 'compare-order', question: 'detail', message: expect.stringContaining('put the rule on "tags"') })]);
  });

  it('compares numbers with gte and lte, dates with notBefore and notAfter', () => {
    const numbers = linted((flow) => {
      flow.questions.tags!.schema = { type: 'number' };
      flow.questions.tags!.compare = [{ op: 'gte', field: 'detail', message: 'm' }];
    });
    expect(numbers).toEqual([expect.objectContaining({ code: 'compare-type', question: 'tags', message: expect.stringContaining('"detail" is not one') })]);
    const dates = linted((flow) => {
      flow.questions.detail!.schema = { type: 'string', format: 'date', errorMessage: { format: 'A date' } };
      flow.questions.tags!.compare = [{ op: 'notAfter', field: 'detail', message: 'm' }];
    });
    expect(dates).toEqual([expect.objectContaining({ code: 'compare-type', question: 'tags', message: expect.stringContaining('"tags" is not one') })]);
  });

  it('the meta-schema refuses an unknown op and a rule without its message', () => {
    const withRule = (rule: unknown) => {
      const document = tinyDocument();
      (document.questions.tags as unknown as Record<string, unknown>).compare = [rule];
      return () => load(document);
    };
    expect(withRule({ op: 'greaterThan', field: 'detail', message: 'm' })).toThrow(/a comparison op is gte, lte \(numbers\), notBefore or notAfter \(dates\)/);
    expect(withRule({ op: 'gte', field: 'detail' })).toThrow(/a comparison names its op and its message, and compares with a field or with today/);
    expect(withRule({ op: 'notAfter', today: { weeks: 2 }, message: 'm' })).toThrow();
  });
});

describe('compare rules inside records: an end date not before the start date (issue 23 item 12)', () => {
  const flow = jobseeker();
  const END = 'Enter an end date on or after the start date';
  const recent = (record: Record<string, unknown>) => validateStep(flow, 'recent_experience', { recentExperience: record }, validator);
  const others = (records: Record<string, unknown>[]) => validateStep(flow, 'experience', { workExperience: records }, validator);
  const role = { name: 'Riverside Charter Schools', jobTitle: 'Dean of Students' };

  it('refuses an end date before the start date, at the end date; the same day and later are fine', () => {
    expect(recent({ ...role, startDate: '2021-08-16', endDate: '2020-06-30' })).toEqual([{ field: 'recentExperience', message: END, path: '/endDate' }]);
    expect(recent({ ...role, startDate: '2021-08-16', endDate: '2021-08-16' })).toEqual([]);
    expect(recent({ ...role, startDate: '2021-08-16', endDate: '2024-06-30' })).toEqual([]);
  });

  it('skips a record without one of the dates, or with no end date because the job is current', () => {
    expect(recent({ ...role, endDate: '2020-06-30' })).toEqual([]);
    expect(recent({ ...role, startDate: '2021-08-16', endDate: null, currentlyAtJob: true })).toEqual([]);
  });

  it('checks each record of a list at its own end date', () => {
    const ok = { ...role, startDate: '2015-08-16', endDate: '2018-06-30' };
    expect(others([ok, { ...role, startDate: '2019-08-16', endDate: '2019-06-30' }])).toEqual([{ field: 'workExperience', message: END, path: '/1/endDate' }]);
  });

  it('is linted: the record must have both fields, each a date', () => {
    expect(lintFlow(flow)).toEqual([]);
    const broken = structuredClone(flow) as Flow;
    broken.questions.recentExperience!.compare = [{ op: 'notBefore', of: 'endDate', field: 'finishDate', message: 'm' }];
    broken.questions.compensation!.compare = [{ op: 'notBefore', of: 'minimumSalary', field: 'minimumHourlyRate', message: 'm' }];
    const found = lintFlow(broken)
      .filter((issue) => issue.message.startsWith('compare rule'))
      .map((issue) => issue.message);
    expect(found).toEqual([
      'compare rule of "compensation": notBefore compares a date (format "date"), and record field "minimumSalary" is not one',
      'compare rule of "compensation": notBefore compares a date (format "date"), and record field "minimumHourlyRate" is not one',
      'compare rule of "recentExperience": notBefore names record field "finishDate", which the record does not have',
    ]);
  });
});

describe('compare rules against today: no start date far in the future (issue 23 item 12)', () => {
  const flow = jobseeker();
  const FAR = 'Enter a start date no more than a year from today';
  const TODAY = '2026-11-26';
  const role = { name: 'Riverside Charter Schools', jobTitle: 'Dean of Students' };
  const recent = (record: Record<string, unknown>, today: string | null = TODAY) =>
    validateStep(flow, 'recent_experience', { recentExperience: record }, validator, today ?? undefined);
  const others = (records: Record<string, unknown>[]) => validateStep(flow, 'experience', { workExperience: records }, validator, TODAY);

  it('moves today by whole years, months and days, in calendar terms', () => {
    expect(movedDate('2026-11-26', { years: 1 })).toBe('2027-11-26');
    expect(movedDate('2026-11-26', { months: 2, days: 6 })).toBe('2027-02-01');
    expect(movedDate('2028-02-29', { years: 1 })).toBe('2029-03-01');
    expect(movedDate('2026-01-10', { days: -11 })).toBe('2025-12-30');
    expect(movedDate('2026-11-26', {})).toBe('2026-11-26');
  });

  it('refuses a start date more than a year after today with the flow file’s message, at the start date', () => {
    expect(recent({ ...role, startDate: '2031-03-01', currentlyAtJob: true })).toEqual([{ field: 'recentExperience', message: FAR, path: '/startDate' }]);
    expect(recent({ ...role, startDate: '2027-11-27' })).toEqual([{ field: 'recentExperience', message: FAR, path: '/startDate' }]);
    expect(recent({ ...role, startDate: '2027-11-26' })).toEqual([]);
    expect(recent({ ...role, startDate: '2019-08-01' })).toEqual([]);
    expect(
      others([
        { ...role, startDate: '2015-08-16' },
        { ...role, startDate: '2031-01-04' },
      ]),
    ).toEqual([{ field: 'workExperience', message: FAR, path: '/1/startDate' }]);
  });

  it('is skipped when the caller does not say what today is: the engine has no clock', () => {
    expect(recent({ ...role, startDate: '2031-03-01' }, null)).toEqual([]);
  });

  it('is linted: today is compared with a date, and a rule compares with a field or today, not both', () => {
    const broken = structuredClone(flow) as Flow;
    broken.questions.recentExperience!.compare = [
      { op: 'notAfter', of: 'startDate', today: { years: 1 }, field: 'endDate', message: 'm' },
      { op: 'notAfter', of: 'jobTitle', today: { years: 1 }, message: 'm' },
    ];
    broken.questions.compensation!.compare = [{ op: 'lte', of: 'minimumSalary', today: {}, message: 'm' }];
    const found = lintFlow(broken)
      .filter((issue) => issue.message.startsWith('compare rule'))
      .map((issue) => issue.message);
    expect(found).toEqual([
      'compare rule of "compensation": lte compares numbers; today is a date (use notBefore or notAfter)',
      'compare rule of "recentExperience": notAfter compares with either a field or today, not both',
      'compare rule of "recentExperience": notAfter compares a date (format "date"), and record field "jobTitle" is not one',
    ]);
  });
});
