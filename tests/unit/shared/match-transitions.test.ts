import { describe, expect, it } from 'vitest';
import {
  checkTransition,
  EMPLOYER_STAGES,
  proposalRefusal,
  statusMoves,
  type MatchActorKind,
  type MatchFacts,
  type TransitionInput,
} from '../../../src/shared/match-transitions';
import { placementFee } from '../../../src/shared/first-year-salary';
import { AUTO_ARCHIVE_STATUSES, INTERVIEW_STATUSES, MATCH_STATUS_VALUES, STAFF_ONLY_STATUSES, type MatchStatus } from '../../../src/shared/match-statuses';

const live = (status: MatchStatus): MatchFacts => ({ status, archived: false });

function check(from: MatchStatus | MatchFacts, to: MatchStatus, actor: MatchActorKind, extra: Partial<TransitionInput> = {}) {
  const match = typeof from === 'string' ? live(from) : from;
  return checkTransition({ match, others: [], roleStatus: 'open', actor, to, ...extra });
}

function allowed(from: MatchStatus | MatchFacts, to: MatchStatus, actor: MatchActorKind, extra: Partial<TransitionInput> = {}) {
  const verdict = check(from, to, actor, extra);
  expect(verdict, `${JSON.stringify(from)} → ${to} by ${actor}`).toMatchObject({ ok: true });
  return verdict as Extract<typeof verdict, { ok: true }>;
}

function refused(
  from: MatchStatus | MatchFacts,
  to: MatchStatus,
  actor: MatchActorKind,
  statusCode: 403 | 409,
  reason: RegExp,
  extra: Partial<TransitionInput> = {},
) {
  const verdict = check(from, to, actor, extra);
  expect(verdict, `${JSON.stringify(from)} → ${to} by ${actor}`).toMatchObject({ ok: false, statusCode });
  if (!verdict.ok) expect(verdict.detail).toMatch(reason);
}

describe('the five staff-only statuses', () => {
  it('are set by staff alone: an employee is refused with 403 wherever the match is', () => {
    for (const to of STAFF_ONLY_STATUSES) {
      for (const from of EMPLOYER_STAGES) refused(from, to, 'employee', 403, /Only staff set/);
    }
  });

  it('let staff take a new match through acceptance to the employer', () => {
    allowed('confirm_match', 'jobseeker_accept', 'staff');
    allowed('jobseeker_accept', 'pending_employer_review', 'staff');
    expect(allowed('confirm_match', 'staff_rejected', 'staff').archived).toBe(true);
    expect(allowed('confirm_match', 'jobseeker_reject', 'staff').archived).toBe(true);
  });

  it('are not the employee’s to see either: a match still with staff cannot be moved by the employer', () => {
    refused('confirm_match', 'phone_screen', 'employee', 403, /Staff handle the match/);
    refused('jobseeker_accept', 'employer_reject', 'employee', 403, /Staff handle the match/);
  });
});

describe('order', () => {
  it('needs the job seeker’s acceptance before pending employer review', () => {
    refused('confirm_match', 'pending_employer_review', 'staff', 409, /accepts the match first/);
  });

  it('keeps the employer stages for after pending employer review', () => {
    for (const to of [...INTERVIEW_STATUSES, 'employer_reject', 'offer_extended'] as MatchStatus[]) {
      refused('jobseeker_accept', to, 'staff', 409, /Staff send the match to the employer/);
    }
  });

  it('does not go back to confirm match or accept twice', () => {
    refused('jobseeker_accept', 'confirm_match', 'staff', 409, /starts at "Confirm match"/);
    refused('pending_employer_review', 'jobseeker_accept', 'staff', 409, /accepts a match once/);
  });

  it('lets the employer move forward through the interview stages, skipping any', () => {
    for (const [i, from] of EMPLOYER_STAGES.slice(0, -1).entries()) {
      for (const to of EMPLOYER_STAGES.slice(i + 1)) expect(check(from, to, 'employee').ok, `${from} → ${to}`).toBe(true);
    }
    allowed('pending_employer_review', 'final_interview', 'employee');
    allowed('pending_employer_review', 'offer_extended', 'employee');
  });

  it('refuses the employer a move back; staff may move back to correct a mistake', () => {
    refused('final_interview', 'phone_screen', 'employee', 409, /move forward only/);
    refused('resume_review', 'pending_feedback_or_next_step', 'employee', 409, /move forward only/);
    allowed('final_interview', 'phone_screen', 'staff');
    allowed('offer_extended', 'reference_check', 'staff');
    refused('offer_extended', 'reference_check', 'employee', 409, /holds an offer/);
  });

  it('answers an offer with hired or offer rejected, and only an offer', () => {
    allowed('offer_extended', 'hired', 'employee');
    expect(allowed('offer_extended', 'offer_rejected', 'employee').archived).toBe(true);
    refused('final_interview', 'hired', 'employee', 409, /Extend an offer first/);
    refused('phone_screen', 'offer_rejected', 'staff', 409, /Extend an offer first/);
    refused('offer_extended', 'jobseeker_reject', 'staff', 409, /holds an offer/);
  });

  it('lets the employer reject at any of their stages, an offer included', () => {
    for (const from of EMPLOYER_STAGES) expect(allowed(from, 'employer_reject', 'employee').archived).toBe(true);
  });

  it('lets staff withdraw a candidate or record the job seeker withdrawing at the employer stages', () => {
    expect(allowed('phone_screen', 'staff_rejected', 'staff').archived).toBe(true);
    expect(allowed('team_interview', 'jobseeker_reject', 'staff').archived).toBe(true);
  });

  it('treats asking for the status the match already has as no change', () => {
    expect(allowed('phone_screen', 'phone_screen', 'employee')).toEqual({ ok: true, unchanged: true, archived: false });
  });
});

describe('auto-archive', () => {
  it('archives on exactly the five ending statuses', () => {
    const ending = new Set(AUTO_ARCHIVE_STATUSES);
    expect([...ending].sort()).toEqual(['employer_reject', 'jobseeker_reject', 'match_expired', 'offer_rejected', 'staff_rejected']);
    expect(allowed('confirm_match', 'staff_rejected', 'staff').archived).toBe(true);
    expect(allowed('jobseeker_accept', 'jobseeker_reject', 'staff').archived).toBe(true);
    expect(allowed('phone_screen', 'match_expired', 'system').archived).toBe(true);
    expect(allowed('phone_screen', 'employer_reject', 'employee').archived).toBe(true);
    expect(allowed('offer_extended', 'offer_rejected', 'employee').archived).toBe(true);
    expect(allowed('offer_extended', 'hired', 'employee').archived).toBe(false);
    expect(allowed('phone_screen', 'initial_interview', 'employee').archived).toBe(false);
  });
});

describe('one candidate per role holds an offer or a hire', () => {
  it('refuses a second offer while one is held, and allows it once that one is settled', () => {
    refused('final_interview', 'offer_extended', 'employee', 409, /already holds an offer/, { others: [live('offer_extended')] });
    refused('final_interview', 'offer_extended', 'staff', 409, /already holds an offer/, { others: [live('offer_extended')] });
    allowed('final_interview', 'offer_extended', 'employee', { others: [{ status: 'offer_rejected', archived: true }, live('phone_screen')] });
  });

  it('refuses an offer or a hire when someone was hired', () => {
    refused('final_interview', 'offer_extended', 'employee', 409, /already hired/, { others: [live('hired')] });
    refused('offer_extended', 'hired', 'employee', 409, /already hired/, { others: [live('hired')] });
  });
});

describe('archived matches, hires, the role and the system', () => {
  const archived: MatchFacts = { status: 'phone_screen', archived: true };

  it('moves an archived match again only by staff', () => {
    refused({ status: 'employer_reject', archived: true }, 'phone_screen', 'employee', 409, /Only staff can move an archived match/);
    refused(archived, 'initial_interview', 'employee', 409, /archived/);
    refused(archived, 'match_expired', 'system', 409, /archived/);
    expect(allowed({ status: 'jobseeker_reject', archived: true }, 'jobseeker_accept', 'staff').archived).toBe(false);
    expect(allowed(archived, 'initial_interview', 'staff').archived).toBe(false);
    refused(archived, 'hired', 'staff', 409, /Extend an offer first/);
  });

  it('keeps a hire final for everyone', () => {
    for (const actor of ['staff', 'employee', 'system'] as const) {
      const to = actor === 'system' ? 'match_expired' : 'employer_reject';
      refused('hired', to, actor, 409, /hire is final/);
    }
  });

  it('lets a closed or filled role’s matches only end', () => {
    refused('phone_screen', 'initial_interview', 'employee', 409, /role is closed/, { roleStatus: 'closed' });
    refused({ status: 'employer_reject', archived: true }, 'phone_screen', 'staff', 409, /role is filled/, { roleStatus: 'filled' });
    allowed('phone_screen', 'employer_reject', 'employee', { roleStatus: 'closed' });
    allowed('phone_screen', 'initial_interview', 'employee', { roleStatus: 'paused' });
  });

  it('lets the system only expire live matches, and the employer never set expiry', () => {
    for (const from of MATCH_STATUS_VALUES.filter((status) => status !== 'hired' && !AUTO_ARCHIVE_STATUSES.includes(status))) {
      expect(allowed(from, 'match_expired', 'system').archived).toBe(true);
    }
    refused('phone_screen', 'employer_reject', 'system', 409, /only expires/);
    refused('phone_screen', 'match_expired', 'employee', 409, /expires by itself/);
    allowed('phone_screen', 'match_expired', 'staff');
  });

  it('never lets a job seeker move a match', () => {
    refused('confirm_match', 'jobseeker_accept', 'jobseeker', 403, /interested or not interested/);
    refused('offer_extended', 'hired', 'jobseeker', 403, /interested/);
  });
});

describe('statusMoves, the menu staff choose from', () => {
  const allowedOf = (input: Omit<TransitionInput, 'to'>) =>
    statusMoves(input)
      .filter((move) => move.allowed)
      .map((move) => move.to);

  it('offers from a new match only the next step, an ending, or staying put, and says why not the rest', () => {
    const moves = statusMoves({ match: live('confirm_match'), others: [], roleStatus: 'open', actor: 'staff' });
    expect(moves.map((move) => move.to)).toEqual(MATCH_STATUS_VALUES);
    expect(allowedOf({ match: live('confirm_match'), others: [], roleStatus: 'open', actor: 'staff' })).toEqual([
      'confirm_match',
      'staff_rejected',
      'jobseeker_accept',
      'jobseeker_reject',
      'match_expired',
    ]);
    const hired = moves.find((move) => move.to === 'hired');
    expect(hired).toMatchObject({ allowed: false, reason: expect.stringMatching(/Staff send the match to the employer/) });
  });

  it('gives the same verdicts as checkTransition, one status at a time', () => {
    const input = { match: live('phone_screen'), others: [live('offer_extended')], roleStatus: 'paused', actor: 'staff' } as const;
    for (const move of statusMoves(input)) {
      const verdict = checkTransition({ ...input, to: move.to });
      expect(move.allowed, move.to).toBe(verdict.ok);
      if (!verdict.ok && !move.allowed) expect(move.reason).toBe(verdict.detail);
    }
    expect(allowedOf(input)).not.toContain('offer_extended');
  });

  it('lets a hire stand: nothing but the status itself', () => {
    expect(allowedOf({ match: live('hired'), others: [], roleStatus: 'filled', actor: 'staff' })).toEqual(['hired']);
  });
});

describe('proposalRefusal', () => {
  it('lets staff propose for an open role only, and says why not for the others', () => {
    expect(proposalRefusal('open')).toBeNull();
    expect(proposalRefusal('paused')).toBe('The role is paused: matches are proposed for open roles only. Reopen it to propose candidates.');
    expect(proposalRefusal('in_review')).toMatch(/^The role is in review: .*once staff approve it\.$/);
    expect(proposalRefusal('closed')).toBe('The role is closed: matches are proposed for open roles only.');
  });
});

describe('placementFee', () => {
  it('is the agreed percent of the first-year salary, in dollars and cents', () => {
    expect(placementFee('10.00', 90_000)).toBe('9000.00');
    expect(placementFee('12.5', 80_001)).toBe('10000.13');
    expect(placementFee(25, 100_000)).toBe('25000.00');
  });

  it('is null on custom terms (no percent)', () => {
    expect(placementFee(null, 90_000)).toBeNull();
  });
});
