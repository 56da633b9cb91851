import { and, eq, ne } from 'drizzle-orm';
import { employers, matchEvents, matches, roles, users, type MatchRow, type RoleRow, type UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { AppContext } from '../http/app-context';
import { isMatchStatus, matchStatusLabel, waitingOn, type MatchStatus } from '../../shared/match-statuses';
import { checkTransition, type MatchActorKind } from '../../shared/match-transitions';
import { isFirstYearSalary, MAX_FIRST_YEAR_SALARY, placementFee } from '../../shared/first-year-salary';
import { matchingEmployees, notifyRecipients, staffFor, type PendingMails, type Recipient } from './match-notifications';
import type { AppQueries } from '../db/database';
import { roleTitleOf, UNTITLED_ROLE } from '../roles';
import { refusingSecondLiveOffer } from './one-live-offer';
import { createHireInvoice } from '../invoices';

export interface StatusChange {
  /** The match as the caller read it; the row is locked and read again before anything is decided. */
  match: Pick<MatchRow, 'id'>;
  to: MatchStatus;
  /** Null: the system (a deadline, the role closing). */
  actor: UserRow | null;
  note?: string | null;
  /** Whole dollars; required with `hired`, refused with anything else. */
  firstYearSalary?: number;
  /**
   * The state the caller decided on (the deadline sweep, from a read before its write): when the locked row is
   * no longer in it, someone moved the match meanwhile and nothing is done (`changed` false).
   */
  expected?: Pick<MatchRow, 'status' | 'statusChangedAt'>;
}

export interface StatusChangeResult {
  match: MatchRow;
  /** False when the match already had the status: nothing was written. */
  changed: boolean;
  /** E-mails to send once the transaction has committed (`sendPendingMails`). */
  mails: PendingMails;
}

export function actorKind(actor: UserRow | null): MatchActorKind {
  if (actor === null) return 'system';
  if (actor.userType === 'staff') return 'staff';
  return actor.userType === 'employee' ? 'employee' : 'jobseeker';
}

function checkSalary(to: MatchStatus, salary: number | undefined): void {
  if (to !== 'hired') {
    if (salary !== undefined) throw AppError.fields({ first_year_salary: ['Send first_year_salary only with the status "hired".'] });
    return;
  }
  if (salary === undefined)
    throw AppError.fields({ first_year_salary: ['Enter the first-year salary agreed with the candidate: the placement fee is a share of it.'] });
  if (!isFirstYearSalary(salary)) {
    throw AppError.fields({ first_year_salary: [`Enter the first-year salary in whole dollars, from 1 to ${MAX_FIRST_YEAR_SALARY.toLocaleString('en-US')}.`] });
  }
}

const money = (value: string): string => `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Story {
  match: MatchRow;
  role: RoleRow;
  employerName: string;
  jobseeker: Recipient & Pick<UserRow, 'lastName'>;
  actor: UserRow | null;
}

function roleTitle(role: RoleRow): string {
  return roleTitleOf(role.answers) ?? UNTITLED_ROLE;
}

/**
 * Tells whoever must act next (issue 11 item 7): the employer when staff send them a candidate (or move one back
 * to them), the job seeker when an offer is made, staff when someone is hired (the fee to invoice). Nobody is told
 * of their own move.
 */
async function tellWhoActsNext(db: AppQueries, ctx: Pick<AppContext, 'config' | 'clock'>, story: Story, mails: PendingMails): Promise<void> {
  const { match, role, employerName, jobseeker, actor } = story;
  const title = roleTitle(role);
  const name = `${jobseeker.firstName} ${jobseeker.lastName}`;
  const notMe = (people: Recipient[]) => people.filter((person) => person.id !== actor?.id);
  const { status } = match;
  if (status === 'pending_employer_review' || (waitingOn(status, match.archived, false) === 'employer' && actor?.userType === 'staff')) {
    const fresh = status === 'pending_employer_review';
    await notifyRecipients(
      db,
      ctx,
      notMe(await matchingEmployees(db, role.employerId)),
      {
        type: fresh ? 'match_for_review' : 'match_update',
        title: fresh ? `New candidate for ${title}: ${name}` : `${name} (${title}) is now at "${matchStatusLabel(status)}"`,
        actionPath: `/matching/${role.uuid}?match=${match.id}`,
        subject: fresh ? `A new candidate for ${title}` : `${name} is now at "${matchStatusLabel(status)}"`,
        lines: fresh
          ? [
              `Our staff have matched ${name} with your role ${title}, and ${jobseeker.firstName} is interested.`,
              'Review their profile and choose the next step:',
            ]
          : [`Our staff moved ${name} (${title}) to "${matchStatusLabel(status)}". The next step is yours:`],
      },
      mails,
    );
  }
  if (status === 'offer_extended') {
    await notifyRecipients(
      db,
      ctx,
      notMe([jobseeker]),
      {
        type: 'match_offer',
        title: `${employerName} extended an offer for ${title}`,
        actionPath: '/matching',
        subject: `An offer for ${title}`,
        lines: [`${employerName} has extended you an offer for ${title}. Let us know your answer; your match is here:`],
      },
      mails,
    );
  }
  if (status === 'hired') {
    const fee = match.placementFee === null ? 'the fee agreed for this role (custom terms)' : money(match.placementFee);
    await notifyRecipients(
      db,
      ctx,
      notMe(await staffFor(db, match.createdBy)),
      {
        type: 'match_hired',
        title: `${name} was hired for ${title} (${employerName})`,
        actionPath: `/role/matches/${role.uuid}`,
        subject: `Hired: ${name} for ${title}`,
        lines: [
          `${employerName} hired ${name} for ${title} at a first-year salary of ${money(String(match.firstYearSalary ?? 0))}.`,
          `Placement fee to invoice: ${fee}.`,
        ],
      },
      mails,
    );
    await notifyRecipients(
      db,
      ctx,
      notMe([jobseeker]),
      {
        type: 'match_hired',
        title: `Congratulations: you were hired for ${title}`,
        actionPath: '/matching',
        subject: `Congratulations on your new role at ${employerName}`,
        lines: [`${employerName} has recorded your hire for ${title}. Congratulations!`],
      },
      mails,
    );
  }
}

/**
 * The one way a match changes status: PATCH, the deadline sweep (actor null) and role closing all come here. In
 * the caller's transaction: locks the role and the match (moves on one role queue up, so two offers cannot both
 * pass the single-candidate rule), applies the rules of `checkTransition` (an AppError when refused: nothing is
 * written), writes the match and its event, the hire's side effects (the other matches archived, the role
 * filled, the fee), and the notifications; the e-mails are returned to be sent after the commit.
 */
export async function changeMatchStatus(tx: AppQueries, ctx: Pick<AppContext, 'config' | 'clock'>, change: StatusChange): Promise<StatusChangeResult> {
  const { to, actor } = change;
  if (!isMatchStatus(to)) throw AppError.fields({ status: ['Choose one of the match statuses.'] });
  checkSalary(to, change.firstYearSalary);
  const [located] = await tx.select({ roleId: matches.roleId }).from(matches).where(eq(matches.id, change.match.id));
  if (!located) throw AppError.detail(404, 'No such match.');
  const [role] = await tx.select().from(roles).where(eq(roles.id, located.roleId)).for('update');
  const [match] = await tx.select().from(matches).where(eq(matches.id, change.match.id)).for('update');
  if (!role || !match) throw AppError.detail(404, 'No such match.');
  const { expected } = change;
  if (expected && (match.status !== expected.status || match.statusChangedAt.getTime() !== expected.statusChangedAt.getTime())) {
    return { match, changed: false, mails: [] };
  }
  if (actor?.userType === 'employee' && (actor.employerId !== role.employerId || !actor.canAccessMatching)) {
    throw AppError.detail(403, 'Only the employees of this role’s organization with matching access move its matches.');
  }
  if (actor?.userType === 'jobseeker' && actor.id !== match.jobseekerId) throw AppError.detail(404, 'No such match.');

  const others = await tx
    .select({ status: matches.status, archived: matches.archived })
    .from(matches)
    .where(and(eq(matches.roleId, role.id), ne(matches.id, match.id)));
  const from = match.status;
  const verdict = checkTransition({
    match: { status: from, archived: match.archived },
    others,
    roleStatus: role.status,
    actor: actorKind(actor),
    to,
  });
  if (!verdict.ok) throw AppError.coded('transition_not_allowed', verdict.statusCode, verdict.detail);
  const mails: PendingMails = [];
  if (verdict.unchanged) return { match, changed: false, mails };

  const now = ctx.clock.now();
  const note = change.note?.trim() ? change.note.trim() : null;
  const hire = to === 'hired' ? { firstYearSalary: change.firstYearSalary!, placementFee: placementFee(role.agreedFeePercent, change.firstYearSalary!) } : {};
  const [updated] = await refusingSecondLiveOffer(() =>
    tx
      .update(matches)
      .set({
        status: to,
        archived: verdict.archived,
        statusChangedAt: now,
        remindedAt: null,
        updatedAt: now,
        // Sent to the employer (again): it is new to them until they open it.
        ...(to === 'pending_employer_review' ? { employerSeenAt: null } : {}),
        ...hire,
      })
      .where(eq(matches.id, match.id))
      .returning(),
  );
  await tx.insert(matchEvents).values({ matchId: match.id, actorId: actor?.id ?? null, fromStatus: from, toStatus: to, note, createdAt: now });

  if (to === 'hired') {
    // Every other live match of the role ends with the hire; each keeps its status and gets an event saying why.
    const closed = await tx
      .update(matches)
      .set({ archived: true, remindedAt: null, updatedAt: now })
      .where(and(eq(matches.roleId, role.id), ne(matches.id, match.id), eq(matches.archived, false)))
      .returning({ id: matches.id, status: matches.status });
    if (closed.length > 0) {
      await tx.insert(matchEvents).values(
        closed.map((other) => ({
          matchId: other.id,
          actorId: actor?.id ?? null,
          fromStatus: other.status,
          toStatus: other.status,
          note: 'Archived: another candidate was hired for this role.',
          createdAt: now,
        })),
      );
    }
    await tx.update(roles).set({ status: 'filled', updatedAt: now }).where(eq(roles.id, role.id));
    await createHireInvoice(tx, updated!, role, now);
  }

  const [employer] = await tx.select({ name: employers.name }).from(employers).where(eq(employers.id, role.employerId));
  const [jobseeker] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, match.jobseekerId));
  await tellWhoActsNext(tx, ctx, { match: updated!, role, employerName: employer?.name ?? 'The organization', jobseeker: jobseeker!, actor }, mails);
  return { match: updated!, changed: true, mails };
}

/** Closing a role ends its live matches with it (spec 001 §4.1 "match expired … the role is closed"), in the same transaction. */
export async function expireMatchesOfRole(tx: AppQueries, ctx: Pick<AppContext, 'config' | 'clock'>, roleId: number): Promise<PendingMails> {
  const live = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.roleId, roleId), eq(matches.archived, false), ne(matches.status, 'hired')));
  const mails: PendingMails = [];
  for (const match of live) {
    const result = await changeMatchStatus(tx, ctx, { match, to: 'match_expired', actor: null, note: 'The role was closed.' });
    mails.push(...result.mails);
  }
  return mails;
}
