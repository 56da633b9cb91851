import type { ApiServer } from '../http/api-server';
import { eq, type SQL } from 'drizzle-orm';
import { setAsideOffPath, type Flow } from '../../flows';
import { roles, type RoleRow } from '../db/schema';
import type { AppTransaction } from '../db/database';
import { roleFlow } from './role-flow';

/** Columns of a role an edit may change beside its answers (the lifecycle's). */
export type RoleChanges = Partial<Pick<RoleRow, 'status' | 'submittedAt' | 'publishedAt' | 'closedAt' | 'agreedServiceTier' | 'agreedFeePercent'>>;

export interface RoleEdit<T> {
  /** The answers to store (camelCase); absent: the answers stay as they are. */
  answers?: Record<string, unknown>;
  changes?: RoleChanges;
  result: T;
}

/**
 * Lock a role's row, let `edit` decide (it sees the locked row, so access checks and merges work on what is really
 * stored), write the result: the read-merge-write of every role save. The row lock means two saves at once cannot
 * lose each other's answers; a thrown AppError rolls everything back, so a refused save changes nothing. `find` is
 * the row to lock; no row is handed to `edit` as undefined, so it decides between 404 and other refusals.
 */
export async function editRole<T>(
  app: ApiServer,
  find: SQL,
  edit: (tx: AppTransaction, role: RoleRow | undefined, flow: Flow) => Promise<RoleEdit<T>> | RoleEdit<T>,
): Promise<{ role: RoleRow; result: T }> {
  const { db, clock, flows } = app.ctx;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(roles).where(find).limit(1).for('update');
    const flow = roleFlow(flows, row);
    const { answers, changes, result } = await edit(tx, row, flow);
    // `edit` refuses a missing row; reaching here without one is a bug in the caller.
    if (!row) throw new Error('editRole: the edit accepted a role that does not exist');
    if (!answers && !changes) return { role: row, result };
    // Answers a branch change takes off the path wait apart and come back when the path asks them again.
    const kept = answers ? setAsideOffPath(flow, row.answers, answers, row.setAside) : undefined;
    const set = {
      ...changes,
      ...(kept ? { answers: kept.answers, setAside: kept.setAside, flowVersion: flow.version } : {}),
      updatedAt: clock.now(),
    };
    const [updated] = await tx.update(roles).set(set).where(eq(roles.id, row.id)).returning();
    return { role: updated!, result };
  });
}
