import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { employers, matches, roles, users, type MatchRow, type RoleRow } from '../db/schema';
import type { AppContext } from '../http/app-context';
import { enqueueJob, type QueueDb } from '../queue/enqueue-job';
import type { ClaimedJob, JobHandler, RecurringJob } from '../queue/job-worker';
import { nextMorning } from '../queue/next-morning';
import { MATCH_STATUS_VALUES, RESPONSE_DEADLINES, waitingOn, type ResponsibleParty } from '../../shared/match-statuses';
import { changeMatchStatus } from './change-match-status';
import { matchingEmployees, notifyRecipients, sendPendingMails, staffFor, type PendingMails, type Recipient } from './match-notifications';
import { roleTitleOf } from '../roles';

export const CONFIRM_MATCH_EMAIL = 'confirm-match-email';
export const MATCH_DEADLINES = 'match-deadlines';
const DAY_MS = 86_400_000;
/** How often the deadline sweep runs: reminders and expiries are a day's business, an hour late is nothing. */
export const DEADLINE_SWEEP_EVERY_MS = 60 * 60_000;

/** Schedules the confirm-match e-mail for the next morning, in the caller's transaction; one per match. */
export async function scheduleConfirmMatchEmail(db: QueueDb, now: Date, matchId: number): Promise<void> {
  await enqueueJob(db, { kind: CONFIRM_MATCH_EMAIL, payload: { matchId }, runAt: nextMorning(now), singletonKey: `${CONFIRM_MATCH_EMAIL}:${matchId}` });
}

// An e-mail's sentence names "a role" while the role has no title yet.
const roleInSentence = (answers: Record<string, unknown>): string => roleTitleOf(answers) ?? 'a role';

/**
 * The confirm-match e-mail (spec 001 §4.1): the job seeker hears of the role the morning after staff proposed
 * them, with a link that answers without signing in. Nothing is sent when the match has moved on meanwhile
 * (staff rejected it, or the job seeker already answered from My Matches).
 */
const sendConfirmMatchEmail: JobHandler = async (job: ClaimedJob, ctx: AppContext) => {
  const matchId = Number(job.payload.matchId);
  const [row] = await ctx.db
    .select({
      match: matches,
      answers: roles.answers,
      employerName: employers.name,
      jobseeker: { id: users.id, email: users.email, firstName: users.firstName },
    })
    .from(matches)
    .innerJoin(roles, eq(roles.id, matches.roleId))
    .innerJoin(employers, eq(employers.id, roles.employerId))
    .innerJoin(users, eq(users.id, matches.jobseekerId))
    .where(eq(matches.id, matchId));
  if (!row || row.match.status !== 'confirm_match' || row.match.archived || row.match.jobseekerInterest !== null) return;
  const title = roleInSentence(row.answers);
  const mails: PendingMails = [];
  await ctx.db.transaction(async (tx) => {
    await notifyRecipients(
      tx,
      ctx,
      [row.jobseeker],
      {
        type: 'match_confirm',
        title: `You have been matched with ${title} at ${row.employerName}`,
        actionPath: `/matching/confirmation?token=${row.match.confirmationToken}`,
        subject: `A role for you: ${title} at ${row.employerName}`,
        lines: [
          `Our team matched you with ${title} at ${row.employerName}.`,
          'Are you interested? Answer with the link below; you do not need to sign in. We introduce you to the employer only once you say yes.',
        ],
      },
      mails,
    );
  });
  await sendPendingMails(ctx, mails);
};

async function partyOf(
  ctx: AppContext,
  party: Exclude<ResponsibleParty, 'none'>,
  match: { jobseekerId: number; createdBy: number | null },
  employerId: number,
): Promise<Recipient[]> {
  if (party === 'jobseeker') {
    return ctx.db.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, match.jobseekerId));
  }
  return party === 'employer' ? matchingEmployees(ctx.db, employerId) : staffFor(ctx.db, match.createdBy);
}

function actionPathFor(
  party: Exclude<ResponsibleParty, 'none'>,
  match: { id: number; confirmationToken: string },
  roleUuid: string,
  answered: boolean,
): string {
  if (party === 'employer') return `/matching/${roleUuid}?match=${match.id}`;
  if (party === 'staff') return `/role/matches/${roleUuid}#match-${match.id}`;
  return answered ? '/matching' : `/matching/confirmation?token=${match.confirmationToken}`;
}

/** Matches a sweep reads at a time; the next page starts after the last id read. */
export const DEADLINE_SWEEP_PAGE = 200;

type WaitingParty = Exclude<ResponsibleParty, 'none'>;

/**
 * The live matches that wait on `party`, as `waitingOn` decides it from the status and whether the job seeker
 * has answered: worked out from that function, so the sweep's query and its loop cannot disagree.
 */
function waitingOnSql(party: WaitingParty): SQL | undefined {
  const unanswered = MATCH_STATUS_VALUES.filter((status) => waitingOn(status, false, false) === party);
  const answered = MATCH_STATUS_VALUES.filter((status) => waitingOn(status, false, true) === party);
  const both = unanswered.filter((status) => answered.includes(status));
  const only = (statuses: typeof unanswered) => statuses.filter((status) => !both.includes(status));
  return or(
    both.length > 0 ? inArray(matches.status, both) : undefined,
    only(unanswered).length > 0 ? and(inArray(matches.status, only(unanswered)), isNull(matches.jobseekerInterest)) : undefined,
    only(answered).length > 0 ? and(inArray(matches.status, only(answered)), isNotNull(matches.jobseekerInterest)) : undefined,
  );
}

/**
 * Matches with something to do now: waiting on someone, and either past that party's reminder without one sent,
 * or past its expiry. A match reminded and never to expire (waiting on staff) is not read again, so however many
 * pile up they never crowd out the rest.
 */
function dueNow(now: Date): SQL | undefined {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const parties = Object.keys(RESPONSE_DEADLINES) as WaitingParty[];
  return and(
    eq(matches.archived, false),
    or(
      ...parties.map((party) => {
        const { remindAfterDays, expireAfterDays } = RESPONSE_DEADLINES[party];
        return and(
          waitingOnSql(party),
          or(
            and(isNull(matches.remindedAt), lte(matches.statusChangedAt, daysAgo(remindAfterDays))),
            expireAfterDays === null ? undefined : lte(matches.statusChangedAt, daysAgo(expireAfterDays)),
          ),
        );
      }),
    ),
  );
}

/**
 * The response deadlines (RESPONSE_DEADLINES, counted from the last status change): a reminder to whoever the
 * match waits on, then `match_expired` through the one status change, as the system. Runs hourly, through every
 * due match a page at a time by id. Each write re-checks, under the row's lock, that the match is still as read
 * (status and time of its last change): a match someone moved meanwhile is left alone.
 */
const sweepDeadlines: JobHandler = async (_job, ctx) => {
  const now = ctx.clock.now();
  let after = 0;
  for (;;) {
    const page = await ctx.db
      .select({ match: matches, roleUuid: roles.uuid, employerId: roles.employerId, answers: roles.answers, employerName: employers.name })
      .from(matches)
      .innerJoin(roles, eq(roles.id, matches.roleId))
      .innerJoin(employers, eq(employers.id, roles.employerId))
      .where(and(gt(matches.id, after), dueNow(now)))
      .orderBy(asc(matches.id))
      .limit(DEADLINE_SWEEP_PAGE);
    for (const due of page) await handleDeadline(ctx, now, due);
    if (page.length < DEADLINE_SWEEP_PAGE) return;
    after = page.at(-1)!.match.id;
  }
};

interface DueMatch {
  match: MatchRow;
  roleUuid: string;
  employerId: number;
  answers: RoleRow['answers'];
  employerName: string;
}

async function handleDeadline(ctx: AppContext, now: Date, { match, roleUuid, employerId, answers, employerName }: DueMatch): Promise<void> {
  const answered = match.jobseekerInterest !== null;
  const party = waitingOn(match.status, match.archived, answered);
  if (party === 'none') return;
  const deadline = RESPONSE_DEADLINES[party];
  const waitedDays = (now.getTime() - match.statusChangedAt.getTime()) / DAY_MS;
  const title = roleInSentence(answers);
  const mails: PendingMails = [];
  const asRead = { status: match.status, statusChangedAt: match.statusChangedAt };
  if (deadline.expireAfterDays !== null && waitedDays >= deadline.expireAfterDays) {
    await ctx.db.transaction(async (tx) => {
      const result = await changeMatchStatus(tx, ctx, {
        match,
        to: 'match_expired',
        actor: null,
        note: `Nobody answered within ${deadline.expireAfterDays} days.`,
        expected: asRead,
      });
      mails.push(...result.mails);
    });
  } else if (waitedDays >= deadline.remindAfterDays && match.remindedAt === null) {
    const recipients = await partyOf(ctx, party, match, employerId);
    const daysLeft = deadline.expireAfterDays === null ? null : Math.max(1, Math.ceil(deadline.expireAfterDays - waitedDays));
    await ctx.db.transaction(async (tx) => {
      // Claimed with the reminder, so two sweeps never remind twice, nor remind of a match moved since it was read.
      const claimed = await tx
        .update(matches)
        .set({ remindedAt: now })
        .where(
          and(eq(matches.id, match.id), isNull(matches.remindedAt), eq(matches.status, asRead.status), eq(matches.statusChangedAt, asRead.statusChangedAt)),
        )
        .returning({ id: matches.id });
      if (claimed.length === 0) return;
      await notifyRecipients(
        tx,
        ctx,
        recipients,
        {
          type: 'match_reminder',
          title: `Waiting on you: ${title} at ${employerName}`,
          actionPath: actionPathFor(party, match, roleUuid, answered),
          subject: `Reminder: a match for ${title} is waiting on you`,
          lines: [
            `A match for ${title} at ${employerName} has waited on you for ${Math.floor(waitedDays)} days.`,
            daysLeft === null ? 'Please take the next step when you can.' : `It expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'} unless someone answers.`,
          ],
        },
        mails,
      );
    });
  }
  await sendPendingMails(ctx, mails);
}

export const MATCH_JOB_HANDLERS: Record<string, JobHandler> = {
  [CONFIRM_MATCH_EMAIL]: sendConfirmMatchEmail,
  [MATCH_DEADLINES]: sweepDeadlines,
};

export const MATCH_RECURRING_JOBS: readonly RecurringJob[] = [{ kind: MATCH_DEADLINES, everyMs: DEADLINE_SWEEP_EVERY_MS }];
