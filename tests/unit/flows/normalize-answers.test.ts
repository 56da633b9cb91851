import { describe, expect, it } from 'vitest';
import { applyNormalizer, normalizeAnswers } from '../../../src/flows/normalize-answers';
import type { Normalizer } from '../../../src/flows/types';
import { jobseeker } from './helpers';

describe('normalizeAnswers', () => {
  it('strips brackets, dashes and spaces from the phone number', () => {
    expect(normalizeAnswers(jobseeker(), { phoneNumber: '+1 (212) 555-0123' }).phoneNumber).toBe('12125550123');
  });

  it('clears the end date of a current job, in a record and in each record of a list', () => {
    const current = { name: 'KIPP', jobTitle: 'Teacher', currentlyAtJob: true, endDate: '2024-06-01' };
    const past = { name: 'TNTP', jobTitle: 'Fellow', currentlyAtJob: false, endDate: '2019-06-01' };
    const answers = normalizeAnswers(jobseeker(), { recentExperience: current, workExperience: [current, past] });
    expect(answers.recentExperience).toEqual({ ...current, endDate: null });
    expect(answers.workExperience).toEqual([{ ...current, endDate: null }, past]);
  });

  it('trims text and leaves other keys and types alone', () => {
    expect(normalizeAnswers(jobseeker(), { currentBoardSeats: '  Treasurer  ', id: ' 7 ', hasManaged: false })).toEqual({
      currentBoardSeats: 'Treasurer',
      id: ' 7 ',
      hasManaged: false,
    });
    expect(applyNormalizer({ op: 'digitsOnly' }, 42)).toBe(42);
  });

  it('throws on an unknown normalizer', () => {
    expect(() => applyNormalizer({ op: 'upper' } as unknown as Normalizer, 'x')).toThrow(/Unknown normalizer/);
  });
});
