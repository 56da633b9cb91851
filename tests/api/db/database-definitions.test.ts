import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { AppQueries, Database } from '../../../src/server/db/database';
import { applySqlDefinitions, sqlDefinitions, type SqlDefinition } from '../../../src/server/db/sql-definitions';
import { openTestDatabase } from '../support/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Two definitions that differ only in spacing or line breaks are the same definition. */
const normalised = (definition: string) => definition.replace(/\s+/g, ' ').trim();

/**
 * Every function and trigger of the app's schema, as the database prints its definition, by `function <name>` and
 * `trigger <name> on <table>`. An overloaded function would show as two entries under one name.
 */
async function heldBy(queries: AppQueries): Promise<[string, string][]> {
  const functions = rowsOf<{ name: string; definition: string }>(
    await queries.execute(sql`select 'function ' || p.proname as name, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`),
  );
  const triggers = rowsOf<{ name: string; definition: string }>(
    await queries.execute(sql`select 'trigger ' || t.tgname || ' on ' || c.relname as name, pg_get_triggerdef(t.oid) as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal`),
  );
  return [...functions, ...triggers].map(({ name, definition }): [string, string] => [name, normalised(definition)]).sort(([a], [b]) => a.localeCompare(b));
}

/** What the database would hold with `definitions` applied to it now, read in a transaction that is rolled back. */
async function heldOnceApplied(definitions: SqlDefinition[]): Promise<[string, string][]> {
  let held: [string, string][] = [];
  try {
    await database.db.transaction(async (tx) => {
      for (const statement of definitions.flatMap((definition) => definition.statements)) await tx.execute(sql.raw(statement));
      held = await heldBy(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return held;
}

/** The functions and triggers each definition's statements create, named as heldBy names them. */
function declaredBy(definition: SqlDefinition): string[] {
  return definition.statements.map((statement) => {
    const created = /CREATE OR REPLACE FUNCTION\s+(\w+)\s*\(/.exec(statement) ?? /CREATE OR REPLACE TRIGGER\s+(\w+)\s[\s\S]*?\sON\s+(\w+)\s/.exec(statement);
    if (!created) throw new Error(`${definition.source}: every statement creates or replaces a function or a trigger, not: ${statement.slice(0, 80)}`);
    return created[2] ? `trigger ${created[1]} on ${created[2]}` : `function ${created[1]}`;
  });
}

/** `definitions` with one function's body edited, as a person changing its file would. */
function withChangedBody(definitions: SqlDefinition[], source: string, from: string, to: string): SqlDefinition[] {
  return definitions.map((definition) => {
    if (definition.source !== source) return definition;
    const [create, ...rest] = definition.statements;
    expect(create).toContain(from);
    return { ...definition, statements: [create!.replace(from, to), ...rest] };
  });
}

describe('the database functions and triggers, defined in src/server/db/sql (one file each)', () => {
  it('each file defines one function, named as the file, and the triggers that call it', () => {
    for (const definition of sqlDefinitions()) {
      const [first, ...others] = declaredBy(definition);
      expect(first, definition.source).toBe(`function ${definition.source.replace(/\.(sql|ts)$/, '')}`);
      expect(
        others.filter((name) => name.startsWith('function ')),
        definition.source,
      ).toEqual([]);
    }
  });

  it('the database holds every function and trigger the files define, and no other', async () => {
    const declared = sqlDefinitions().flatMap(declaredBy).sort();
    // A function or trigger only a migration defines is logic nobody finds: it gets a file here, or a migration drops it.
    expect((await heldBy(database.db)).map(([name]) => name)).toEqual(declared);
  });

  it('holds each as its file defines it now, whatever the migrations defined before', async () => {
    expect(await heldBy(database.db)).toEqual(await heldOnceApplied(sqlDefinitions()));
  });

  it('tells a file changed without the change reaching the database', async () => {
    const changed = withChangedBody(sqlDefinitions(), 'match_archived_changed.sql', 'ARRAY[NEW.id]', 'ARRAY[OLD.id]');
    const live = new Map(await heldBy(database.db));
    const differing = (await heldOnceApplied(changed)).filter(([name, definition]) => live.get(name) !== definition).map(([name]) => name);
    expect(differing).toEqual(['function match_archived_changed']);
  });

  it('an existing database takes a changed file at its next start, and a later migration cannot leave a function otherwise', async () => {
    const files = sqlDefinitions();
    const changed = withChangedBody(files, 'match_archived_changed.sql', 'ARRAY[NEW.id]', 'ARRAY[OLD.id]');
    expect(await applySqlDefinitions(database.db, changed)).toBe(true);
    expect(await heldBy(database.db)).toEqual(await heldOnceApplied(changed));
    // Nothing changed since: a start applies nothing, and takes no lock on the tables.
    expect(await applySqlDefinitions(database.db, changed)).toBe(false);

    // A migration that redefines a function, applied after the files were: the files are applied again after it.
    await database.db.execute(sql`create or replace function match_status_bit(status text) returns integer language sql immutable as $$ select 0 $$`);
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a later migration', 9999999999999)`);
    try {
      expect(await applySqlDefinitions(database.db, files)).toBe(true);
      expect(await heldBy(database.db)).toEqual(await heldOnceApplied(files));
    } finally {
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'a later migration'`);
      await applySqlDefinitions(database.db, files);
    }
  });
});
