import { sql } from 'drizzle-orm';
import { employers, flowRecordOriginals, roles, type FlowRecordKind } from '../../db/schema';
import { ROLE_STATUSES_BEFORE_APPROVAL } from '../../../shared/role-statuses';
import type { AnswerSetCarrier } from './carry-answer-set';
import type { FlowMigration, MigrationContext } from './flow-move';

const tableOf = { role: roles, employer: employers } as const;

/**
 * Whether a carried record moves: an organization's profile and a role staff have not approved always do; an
 * approved role only when its answers carry over unchanged and still pass, so a live listing never changes under
 * its employer (staff see those roles named in the dry run).
 */
export function recordMoves(kind: FlowRecordKind, status: string | null, carried: ReturnType<AnswerSetCarrier>): boolean {
  if (kind === 'employer' || (ROLE_STATUSES_BEFORE_APPROVAL as readonly (string | null)[]).includes(status)) return true;
  return !carried.changed && carried.invalid === null;
}

/**
 * One batch of roles or organization profiles still on the earlier version: locked, carried over, their originals
 * kept in `flow_record_originals`. Answers the last id read and how many moved; null when none are left after
 * `afterId`.
 */
export async function moveRecordBatch(
  ctx: MigrationContext,
  kind: FlowRecordKind,
  migration: FlowMigration,
  carry: AnswerSetCarrier,
  afterId: number,
  batchSize: number,
): Promise<{ last: number; moved: number } | null> {
  const table = tableOf[kind];
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction(async (tx) => {
    const status = kind === 'role' ? sql`${roles.status}` : sql`null`;
    const read = (await tx.execute(sql`
      select id, answers, ${status} as status from ${table}
      where flow_version = ${migration.fromVersion} and id > ${afterId}
      order by id limit ${batchSize} for update
    `)) as unknown as { rows: { id: number; answers: Record<string, unknown>; status: string | null }[] };
    if (read.rows.length === 0) return null;
    const moving = read.rows.flatMap((row) => {
      const carried = carry(row.answers);
      return recordMoves(kind, row.status, carried) ? [{ id: row.id, answers: carried.answers }] : [];
    });
    if (moving.length > 0) {
      const wire = JSON.stringify(moving);
      await tx.execute(sql`
        with carried as (select * from jsonb_to_recordset(${wire}::jsonb) as carried(id integer, answers jsonb)),
        kept as (
          insert into ${flowRecordOriginals} (record_kind, record_id, from_version, to_version, answers, migrated_at)
          select ${kind}, stored.id, ${migration.fromVersion}, ${migration.toVersion}, stored.answers, ${now}::timestamptz
          from ${table} as stored join carried on carried.id = stored.id
          on conflict do nothing
        )
        update ${table} as stored set answers = carried.answers, flow_version = ${migration.toVersion}
        from carried where stored.id = carried.id and stored.flow_version = ${migration.fromVersion}
      `);
    }
    return { last: Number(read.rows.at(-1)!.id), moved: moving.length };
  });
}
