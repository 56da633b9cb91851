import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import type { MessageThreadRow, UserRow } from '../db/schema';
import { EMPLOYER_HIDDEN_STATUSES } from '../matching';
import type { MessageAudience } from '../../shared/message-visibility';
import { sideOfUser } from './thread-access';

type Executor = Pick<AppDb, 'execute'>;

/** The most threads one list answers: the newest. */
export const THREADS_LISTED = 100;

export interface ThreadListRow {
  thread: MessageThreadRow;
  lastVisibleAt: Date;
  /** The newest message the user may read. */
  lastBody: string;
  unread: number;
}

/** Messages the side may read, as a condition on `m` (staff read everything). */
function visibleTo(side: MessageAudience): SQL {
  return side === 'staff' ? sql`true` : sql`${side} = any(m.visibility)`;
}

/** The threads the user is part of, as a condition on `t` joined with `ma` (matches) and `ro` (roles). */
function threadScope(user: UserRow): SQL {
  if (user.userType === 'staff') return sql`true`;
  if (user.userType === 'jobseeker') return sql`(t.person_id = ${user.id} or (ma.jobseeker_id = ${user.id} and ma.status <> 'staff_rejected'))`;
  if (user.employerId === null || !user.canAccessMatching) return sql`t.person_id = ${user.id}`;
  const hidden = sql.join(
    EMPLOYER_HIDDEN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`(t.person_id = ${user.id} or (ro.employer_id = ${user.employerId} and ma.status not in (${hidden})))`;
}

/**
 * The user's conversations that hold a message they may read, newest visible message first, each with its count
 * of unread messages they may read (their own never count). A message they may not read moves nothing: not the
 * order, not a count.
 */
export async function listThreads(db: Executor, user: UserRow, limit = THREADS_LISTED): Promise<{ count: number; rows: ThreadListRow[] }> {
  const side = sideOfUser(user);
  const result = (await db.execute(sql`
    select t.id, t.match_id, t.person_id, t.created_at, t.last_message_at, max(m.created_at) as last_visible_at,
      (array_agg(m.body order by m.id desc))[1] as last_body,
      count(*) filter (where m.id > coalesce(r.last_read_message_id, 0) and m.author_id is distinct from ${user.id})::int as unread,
      count(*) over ()::int as total
    from message_threads t
    join messages m on m.thread_id = t.id and ${visibleTo(side)}
    left join message_reads r on r.thread_id = t.id and r.user_id = ${user.id}
    left join matches ma on ma.id = t.match_id
    left join roles ro on ro.id = ma.role_id
    where ${threadScope(user)}
    group by t.id
    order by max(m.id) desc
    limit ${limit}
  `)) as unknown as {
    rows: {
      id: number;
      match_id: number | null;
      person_id: number | null;
      created_at: string | Date;
      last_message_at: string | Date | null;
      last_visible_at: string | Date;
      last_body: string;
      unread: number;
      total: number;
    }[];
  };
  return {
    count: result.rows[0]?.total ?? 0,
    rows: result.rows.map((row) => ({
      thread: {
        id: row.id,
        matchId: row.match_id,
        personId: row.person_id,
        createdAt: new Date(row.created_at),
        lastMessageAt: row.last_message_at === null ? null : new Date(row.last_message_at),
      },
      lastVisibleAt: new Date(row.last_visible_at),
      lastBody: row.last_body,
      unread: row.unread,
    })),
  };
}

/** Unread messages the user may read, over all their conversations (the menu's badge). */
export async function unreadTotal(db: Executor, user: UserRow): Promise<number> {
  const side = sideOfUser(user);
  const result = (await db.execute(sql`
    select count(*)::int as n
    from message_threads t
    join messages m on m.thread_id = t.id and ${visibleTo(side)}
    left join message_reads r on r.thread_id = t.id and r.user_id = ${user.id}
    left join matches ma on ma.id = t.match_id
    left join roles ro on ro.id = ma.role_id
    where ${threadScope(user)} and m.id > coalesce(r.last_read_message_id, 0) and m.author_id is distinct from ${user.id}
  `)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** Unread messages the side may read in one thread. */
export async function unreadInThread(db: Executor, threadId: number, userId: number, side: MessageAudience): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n
    from messages m
    left join message_reads r on r.thread_id = m.thread_id and r.user_id = ${userId}
    where m.thread_id = ${threadId} and ${visibleTo(side)} and m.id > coalesce(r.last_read_message_id, 0) and m.author_id is distinct from ${userId}
  `)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
