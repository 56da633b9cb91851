import type { ApiServer } from '../http/api-server';
import { and, eq, sql } from 'drizzle-orm';
import { roles, uploadedFiles, type RoleRow } from '../db/schema';
import { nextRecordIds } from '../flows/edit-jobseeker-answers';
import type { AppTransaction } from '../db/database';
import { roleFlow } from './role-flow';
import { roleTitleOf } from './role-title';
import { isPlainObject } from '../../shared/plain-object';

/** The job title question's longest answer (spec 001 §5.2). */
const JOB_TITLE_MAX = 72;

/**
 * A clone's title: "Copy of <title>", numbered "(2)", "(3)"… past the organisation's titles already taken, so two
 * roles never stand on the dashboard under one name. The source's title is shortened to keep within 72 characters.
 */
function cloneTitle(source: string, taken: ReadonlySet<string>): string {
  for (let copy = 1; ; copy += 1) {
    const prefix = 'Copy of ';
    const suffix = copy === 1 ? '' : ` (${copy})`;
    const room = JOB_TITLE_MAX - prefix.length - suffix.length;
    const title = `${prefix}${source.length > room ? `${source.slice(0, room - 1).trimEnd()}…` : source}${suffix}`;
    if (!taken.has(title.toLowerCase())) return title;
  }
}

async function takenTitles(tx: AppTransaction, employerId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ title: sql<string | null>`${roles.answers} ->> 'jobTitle'` })
    .from(roles)
    .where(eq(roles.employerId, employerId));
  return new Set(rows.flatMap((row) => (typeof row.title === 'string' ? [row.title.trim().toLowerCase()] : [])));
}

const isRecord = isPlainObject;

/**
 * The answers of a clone: the same, except that records (language and skill requirements) get new ids from the
 * record_ids sequence, since a record id names one record of one role, and a job file answer points to the clone's
 * own copy of the file.
 */
async function clonedAnswers(tx: AppTransaction, source: RoleRow, cloneId: number, fileQuestions: string[]): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = { ...source.answers };
  for (const [field, value] of Object.entries(answers)) {
    if (!Array.isArray(value) || !value.some((item) => isRecord(item) && typeof item.id === 'number')) continue;
    const ids = await nextRecordIds(tx, value.length);
    answers[field] = value.map((item, index) => (isRecord(item) ? { ...item, id: ids[index] } : item));
  }
  for (const field of fileQuestions) {
    const file = answers[field];
    if (!isRecord(file) || typeof file.id !== 'number') continue;
    const [stored] = await tx
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, file.id), eq(uploadedFiles.roleId, source.id)))
      .limit(1);
    if (!stored) {
      delete answers[field];
      continue;
    }
    const { id: _id, roleId: _roleId, uploadedAt: _at, ...copy } = stored;
    const [created] = await tx
      .insert(uploadedFiles)
      .values({ ...copy, roleId: cloneId })
      .returning({ id: uploadedFiles.id });
    answers[field] = { ...file, id: created!.id };
  }
  return answers;
}

/**
 * Clone (spec 001 §4.2): a new draft of the same organisation with the source's answers, `cloned_from` the source's
 * uuid, titled "Copy of …". Feedback, matches, the agreed tier and fee and the lifecycle dates are the source's own and are not copied.
 */
export async function cloneRole(app: ApiServer, source: RoleRow, userId: number): Promise<RoleRow> {
  const { db, clock, flows } = app.ctx;
  const flow = roleFlow(flows, source);
  const fileQuestions = Object.entries(flow.questions)
    .filter(([, question]) => question.ui.widget === 'file-upload')
    .map(([field]) => field);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [clone] = await tx
      .insert(roles)
      .values({
        employerId: source.employerId,
        status: 'draft',
        answers: {},
        flowVersion: source.flowVersion,
        clonedFrom: source.uuid,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const answers = await clonedAnswers(tx, source, clone!.id, fileQuestions);
    const title = roleTitleOf(source.answers);
    if (title !== null) answers.jobTitle = cloneTitle(title.trim(), await takenTitles(tx, source.employerId));
    const [saved] = await tx.update(roles).set({ answers }).where(eq(roles.id, clone!.id)).returning();
    return saved!;
  });
}
