import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../../src/web/api/matching/matches-api';
import { candidateStage, employerMoves, groupByStage } from '../../../../../src/web/features/employer-matching/candidate-stages';
import { feePercentOf, parseFirstYearSalary, placementFee } from '../../../../../src/shared/first-year-salary';

function match(overrides: Partial<Match>): Match {
  return {
    id: 1,
    role: 'r-1',
    jobseeker: 40,
    status: 'pending_employer_review',
    archived: false,
    algorithmVersion: null,
    score: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    statusChangedAt: '2026-11-01T10:00:00.000Z',
    waitingOn: 'employer',
    roleTitle: 'Grade 5 Teacher',
    roleStatus: 'open',
    employerId: 3,
    employerName: 'Lakeside',
    jobseekerFirstName: 'Ada',
    jobseekerLastName: 'Byron',
    jobseekerInterest: 'interested',
    jobseekerInterestNote: null,
    jobseekerRespondedAt: null,
    firstYearSalary: null,
    placementFee: null,
    seen: false,
    contactCardVisibility: 'none',
    ...overrides,
  };
}

describe('candidate stages', () => {
  it('puts each status in its stage; archived ones apart, a hire stays hired', () => {
    expect(candidateStage(match({ status: 'pending_employer_review' }))).toBe('review');
    expect(candidateStage(match({ status: 'team_interview' }))).toBe('interviewing');
    expect(candidateStage(match({ status: 'offer_extended' }))).toBe('offer');
    expect(candidateStage(match({ status: 'hired' }))).toBe('hired');
    expect(candidateStage(match({ status: 'phone_screen', archived: true }))).toBe('archived');
    expect(candidateStage(match({ status: 'employer_reject', archived: true }))).toBe('archived');
  });

  it('orders a stage by score, best first, ties by the older match', () => {
    const groups = groupByStage([match({ id: 3, score: 70 }), match({ id: 2, score: 90 }), match({ id: 1, score: 70 }), match({ id: 4, score: null })]);
    expect(groups.review.map((m) => m.id)).toEqual([2, 1, 3, 4]);
  });

  it('offers only later interview stages: skipping forward, never back', () => {
    expect(employerMoves(match({ status: 'pending_employer_review' })).interviewStatuses[0]).toBe('pending_feedback_or_next_step');
    expect(employerMoves(match({ status: 'final_interview' })).interviewStatuses).toEqual(['reference_check']);
    expect(employerMoves(match({ status: 'reference_check' })).interviewStatuses).toEqual([]);
  });

  it("gives the employer the pipeline's moves for each status", () => {
    expect(employerMoves(match({ status: 'phone_screen' }))).toMatchObject({ canOffer: true, canHire: false, canReject: true, canRecordDeclined: false });
    expect(employerMoves(match({ status: 'offer_extended' }))).toEqual({
      interviewStatuses: [],
      canOffer: false,
      canHire: true,
      canRecordDeclined: true,
      canReject: true,
    });
    expect(employerMoves(match({ status: 'hired' }))).toMatchObject({ canHire: false, canReject: false });
    expect(employerMoves(match({ status: 'phone_screen', archived: true }))).toMatchObject({ interviewStatuses: [], canReject: false });
    // A filled or closed role's matches can only end.
    expect(employerMoves(match({ status: 'phone_screen' }), 'closed')).toEqual({
      interviewStatuses: [],
      canOffer: false,
      canHire: false,
      canRecordDeclined: false,
      canReject: true,
    });
    // One candidate at a time holds an offer: while another does, this one cannot be offered the role.
    expect(employerMoves(match({ status: 'phone_screen' }), 'open', [{ status: 'offer_extended', archived: false }])).toMatchObject({
      canOffer: false,
      canReject: true,
    });
  });
});

describe('first-year salary and the placement fee', () => {
  it('reads what people type', () => {
    expect(parseFirstYearSalary('$85,000')).toEqual({ ok: true, value: 85000 });
    expect(parseFirstYearSalary('85000.00')).toEqual({ ok: true, value: 85000 });
    // The server stores whole dollars.
    expect(parseFirstYearSalary('85000.50')).toEqual({ ok: false, message: 'Enter the salary in whole dollars, e.g. 85,000.' });
    expect(parseFirstYearSalary('')).toEqual({ ok: false, message: 'Enter the first-year salary: the placement fee is worked out from it.' });
    expect(parseFirstYearSalary('85k')).toMatchObject({ ok: false });
    expect(parseFirstYearSalary('0')).toMatchObject({ ok: false });
    expect(parseFirstYearSalary('100000000')).toMatchObject({ ok: false });
    // An exponent is refused: nobody types a salary that way, so "1e5" is likelier a slip (the staff form took it as 100,000).
    expect(parseFirstYearSalary('1e5')).toEqual({ ok: false, message: 'Enter the salary in whole dollars, e.g. 85,000.' });
  });

  it('computes the fee from the agreed percent, to the cent', () => {
    expect(placementFee(10, 90000)).toBe('9000.00');
    expect(placementFee(12.5, 80001)).toBe('10000.13');
    expect(placementFee(null, 90000)).toBeNull();
    expect(feePercentOf('15.00')).toBe(15);
    expect(feePercentOf(null)).toBeNull();
  });
});
