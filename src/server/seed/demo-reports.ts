import { and, asc, eq, like } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { employers, invoices, matchEvents, matches, roles, users } from '../db/schema';
import { AUTO_ARCHIVE_STATUSES, type MatchStatus } from '../../shared/match-statuses';
import { feeAmount, serviceTier } from '../../shared/service-tiers';
import { PAST_ROLES } from './demo-past-roles';
import { withRecordIds } from './with-record-ids';
import { seededRandom } from './generate-jobseeker-answers';
import type { Random } from './seeded-picks';

const DAY = 86_400_000;

/**
 * An organization of its own for the report data, so the demo employer's pages keep showing the one match the
 * matching demo is about.
 */
const REPORTS_ORGANIZATION = { name: 'Lakeside Charter Network', slug: 'lakeside-charter-network' };

/** Where a demo match's story ends, with how often: most stop early, as in a real pipeline. */
const PATHS: readonly [number, MatchStatus[]][] = [
  [6, ['confirm_match', 'staff_rejected']],
  [4, ['confirm_match', 'jobseeker_reject']],
  [3, ['confirm_match', 'jobseeker_accept', 'pending_employer_review', 'match_expired']],
  [5, ['confirm_match', 'jobseeker_accept', 'pending_employer_review', 'resume_review', 'employer_reject']],
  [4, ['confirm_match', 'jobseeker_accept', 'pending_employer_review', 'phone_screen', 'initial_interview', 'employer_reject']],
  [2, ['confirm_match', 'jobseeker_accept', 'pending_employer_review', 'phone_screen', 'initial_interview', 'final_interview', 'employer_reject']],
  [1, ['confirm_match', 'jobseeker_accept', 'pending_employer_review', 'initial_interview', 'final_interview', 'offer_extended', 'offer_rejected']],
];
const HIRE_PATH: MatchStatus[] = [
  'confirm_match',
  'jobseeker_accept',
  'pending_employer_review',
  'phone_screen',
  'initial_interview',
  'final_interview',
  'reference_check',
  'offer_extended',
  'hired',
];

/** The day `days` after `from` (UTC), as the role flow's date questions save it. */
function isoDate(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);
}

function pickPath(random: Random): MatchStatus[] {
  const total = PATHS.reduce((sum, [weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [weight, path] of PATHS) {
    roll -= weight;
    if (roll < 0) return path;
  }
  return PATHS[0]![1];
}

/**
 * When each of a match's `steps` events happened: the first at `created`, each next one 1 to 6 days and an hour
 * after the one before (so the events follow the statuses' order in time), the whole history squeezed to end by
 * `now` when it would run past it (a hire dated weeks ahead made time in status disagree with the funnel).
 */
function historyTimes(created: Date, steps: number, random: Random, now: Date): Date[] {
  const offsets: number[] = [0];
  for (let step = 1; step < steps; step += 1) offsets.push(offsets[step - 1]! + (1 + Math.floor(random() * 6)) * DAY + 3_600_000);
  const last = offsets[offsets.length - 1]!;
  const room = Math.max(0, now.getTime() - created.getTime() - 60_000);
  const scale = last > room ? room / last : 1;
  return offsets.map((offset) => new Date(created.getTime() + Math.floor(offset * scale)));
}

/**
 * Demo data for the staff reports (issue 27 item 6): past roles of a demo organization, each with matches among
 * the generated job seekers that went through the pipeline over the past months (events days apart), a hire per
 * filled role with its invoice at each status, so the funnel, time in status, fees, diversity and adverse impact
 * all have something to show. Written straight to the tables, as the other demo data, on an empty database.
 */
export async function seedDemoReports(db: AppDb, staffId: number, now: Date): Promise<void> {
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'jobseeker'), like(users.email, '%@generated.example.com')))
    .orderBy(asc(users.id));
  if (people.length === 0) return;
  const random = seededRandom(27);
  await db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(employers)
      .values({ ...REPORTS_ORGANIZATION, createdAt: now, updatedAt: now })
      .returning({ id: employers.id });
    const employerId = organization!.id;
    for (const [index, past] of PAST_ROLES.entries()) {
      const tier = serviceTier(past.tier)!;
      const start = new Date(now.getTime() - past.monthsAgo * 30 * DAY);
      const filled = past.invoice !== null;
      const [role] = await tx
        .insert(roles)
        .values({
          employerId,
          status: filled ? 'filled' : 'closed',
          // Start dates ahead of today: staff trying the matching results on these roles see who could start in
          // time, rather than everyone starting after a date long gone.
          answers: await withRecordIds(
            tx,
            { jobTitle: past.title, serviceTier: past.tier, idealStartDate: isoDate(now, 30), latestStartDate: isoDate(now, 90), ...past.answers },
            ['languages', 'skills'],
          ),
          flowVersion: 1,
          agreedServiceTier: tier.tier,
          agreedFeePercent: tier.feePercent === null ? null : String(tier.feePercent),
          createdBy: staffId,
          createdAt: start,
          updatedAt: start,
          publishedAt: start,
          closedAt: new Date(start.getTime() + 40 * DAY),
        })
        .returning({ id: roles.id });
      // 30 people a role, a different slice of the generated people each time; one statement per table.
      const planned = Array.from({ length: 30 }, (_, at) => {
        const hire = filled && at === 0;
        const path = hire ? HIRE_PATH : pickPath(random);
        const created = new Date(start.getTime() + Math.floor(random() * 10) * DAY);
        const times = historyTimes(created, path.length, random, now);
        return { jobseekerId: people[(index * 30 + at) % people.length]!.id, hire, path, created, times, score: 40 + Math.floor(random() * 55) };
      });
      const fee = feeAmount(tier.feePercent, past.salary);
      const inserted = await tx
        .insert(matches)
        .values(
          planned.map(({ jobseekerId, hire, path, created, times, score }) => {
            const last = path[path.length - 1]!;
            return {
              roleId: role!.id,
              jobseekerId,
              status: last,
              // The role was filled or closed: every match of it but the hire has ended.
              archived: AUTO_ARCHIVE_STATUSES.includes(last) || !hire,
              score,
              createdBy: staffId,
              statusChangedAt: times[times.length - 1]!,
              firstYearSalary: hire ? past.salary : null,
              placementFee: hire && fee !== null ? fee.toFixed(2) : null,
              createdAt: created,
              updatedAt: times[times.length - 1]!,
            };
          }),
        )
        .returning({ id: matches.id });
      await tx.insert(matchEvents).values(
        planned.flatMap(({ path, times }, at) =>
          path.map((toStatus, step) => ({
            matchId: inserted[at]!.id,
            actorId: staffId,
            fromStatus: step === 0 ? null : path[step - 1]!,
            toStatus,
            createdAt: times[step]!,
          })),
        ),
      );
      if (past.invoice) {
        const hiredAt = planned[0]!.times[planned[0]!.times.length - 1]!;
        await tx.insert(invoices).values({
          matchId: inserted[0]!.id,
          roleId: role!.id,
          employerId,
          firstYearSalary: past.salary,
          tier: tier.tier,
          percent: tier.feePercent === null ? null : String(tier.feePercent),
          amount: fee === null ? null : fee.toFixed(2),
          status: past.invoice,
          sentAt: past.invoice === 'draft' ? null : new Date(hiredAt.getTime() + 2 * DAY),
          paidAt: past.invoice === 'paid' ? new Date(hiredAt.getTime() + 20 * DAY) : null,
          createdAt: hiredAt,
          updatedAt: hiredAt,
        });
      }
    }
  });
}
