import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../src/server/db/schema';
import { ANNOUNCED_BY_WRITER } from '../../../src/server/db/row-change-tables';
import { announcementPayloads } from '../../../src/server/db/own-row-changes';
import { ReadCache, TOPIC_SEPARATOR } from '../../../src/server/db/read-cache';

const serverFolder = path.resolve(__dirname, '../../../src/server');

/** Whether `at` lies within the parentheses of the nearest `writeAnnounced(` call before it. */
function insideWriteAnnounced(source: string, at: number): boolean {
  const call = source.lastIndexOf('writeAnnounced(', at);
  if (call < 0) return false;
  let depth = 0;
  for (let index = call + 'writeAnnounced'.length; index < at; index += 1) {
    if (source[index] === '(') depth += 1;
    if (source[index] === ')') depth -= 1;
    if (depth === 0) return false;
  }
  return depth > 0;
}

// The triggers of these tables skip the server's own connections (migration 0031): a write that does not go
// through writeAnnounced is never announced, and every process but the writer's keeps showing the old rows.
describe('writes to the tables whose writers announce them', () => {
  it('all go through writeAnnounced in the server code', () => {
    const tables = (Object.entries(schema) as [string, unknown][]).filter(
      (entry): entry is [string, PgTable] => is(entry[1], PgTable) && (ANNOUNCED_BY_WRITER as readonly string[]).includes(getTableName(entry[1])),
    );
    expect(tables.map(([, table]) => getTableName(table)).sort()).toEqual([...ANNOUNCED_BY_WRITER].sort());
    const writes = new RegExp(
      [
        ...tables.map(([name]) => `\\.(?:insert|update|delete)\\(${name}\\)`),
        ...ANNOUNCED_BY_WRITER.map((table) => `(?:insert\\s+into|update|delete\\s+from)\\s+${table}\\b`),
      ].join('|'),
      'gi',
    );
    const files = readdirSync(serverFolder, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.includes('migrations') && !file.startsWith('db/schema'),
    );
    const unannounced: string[] = [];
    let found = 0;
    for (const file of files) {
      const source = readFileSync(path.join(serverFolder, file), 'utf8');
      for (const write of source.matchAll(writes)) {
        found += 1;
        if (!insideWriteAnnounced(source, write.index)) unannounced.push(`${file}: ${write[0]}`);
      }
    }
    // The check has something to check: the answers' and notifications' write sites.
    expect(found).toBeGreaterThanOrEqual(4);
    expect(unannounced).toEqual([]);
  });
});

describe('announcements of several rows', () => {
  it('go in as few NOTIFY payloads as fit under the size limit, each topic whole, and are heard topic by topic', () => {
    const topics = Array.from({ length: 3_000 }, (_, index) => `notifications:${index + 1}`);
    const payloads = announcementPayloads(topics);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.length).toBeLessThan(topics.length / 100);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(payloads.flatMap((payload) => payload.split(TOPIC_SEPARATOR))).toEqual(topics);

    const cache = new ReadCache();
    cache.setListening(true);
    let loads = 0;
    const read = (topic: string) => cache.read(topic, 'count', async () => (loads += 1));
    return (async () => {
      await read('notifications:7');
      await read('flow_answers:9');
      await read('notifications:4000');
      cache.changed(`notifications:7${TOPIC_SEPARATOR}flow_answers:9`);
      await read('notifications:7');
      await read('flow_answers:9');
      await read('notifications:4000');
      expect(loads).toBe(5);
    })();
  });
});
