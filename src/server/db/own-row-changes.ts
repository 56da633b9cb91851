import pg from 'pg';
import { TOPIC_SEPARATOR, type ReadCache } from './read-cache';

/** The session setting that asks the row-change triggers for notices instead of NOTIFY (migrations 0027, 0031). */
const DELIVERY_SETTING = 'row_changes.delivery';
/** The SQLSTATE of the triggers' notices, whose message is the changed row's topic (also NOTIFYed at commit). */
const ANNOUNCED_AT_COMMIT = 'RC002';

/**
 * Makes `client` a connection whose own changes are reported to this process as they are made: the triggers of
 * users, employers and flow versions send each changed row as a notice while the transaction runs, and `ended`
 * gets them when the server reports the transaction over, before the query that ended it answers its caller. A
 * transaction that rolled back is reported too: forgetting a row that did not change costs a read. The same
 * setting makes the triggers of answers and notifications skip this connection altogether (migration 0031): the
 * server's code announces those rows itself (`announceWrite`).
 */
export async function reportOwnChanges(client: pg.ClientBase, ended: (topics: string[]) => void): Promise<void> {
  // The pool hands out pg.Client instances; the protocol connection is where "transaction over" is read.
  if (!(client instanceof pg.Client)) throw new Error('reportOwnChanges: expected a pg.Client');
  const topics = new Set<string>();
  client.on('notice', (notice) => {
    if (notice.message && notice.code === ANNOUNCED_AT_COMMIT) topics.add(notice.message);
  });
  // Registered after the client's own handler, so it runs before the finished query's promise settles.
  client.connection.on('readyForQuery', (message: { status?: string }) => {
    // 'I': idle, outside any transaction; 'T' and 'E' are within one that has not ended yet.
    if (message.status !== 'I' || topics.size === 0) return;
    const changed = [...topics];
    topics.clear();
    ended(changed);
  });
  await client.query(`SET ${DELIVERY_SETTING} TO 'notice'`);
}

/** Under PostgreSQL's limit of 8,000 bytes for a NOTIFY payload, with room to spare. */
const PAYLOAD_BYTES = 7_000;

/**
 * The topics of one announcement as few NOTIFY payloads as fit: one notification per payload instead of one per
 * topic, so a burst of 50 people's saves costs the database one queue entry and each listening process one message
 * to read, not 50 (issue 24 item 6). Topics are ASCII, so a character is a byte.
 */
export function announcementPayloads(topics: readonly string[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const topic of topics) {
    if (current && current.length + TOPIC_SEPARATOR.length + topic.length > PAYLOAD_BYTES) {
      payloads.push(current);
      current = '';
    }
    current = current ? current + TOPIC_SEPARATOR + topic : topic;
  }
  if (current) payloads.push(current);
  return payloads;
}

/**
 * Sends topics to the other server processes through `send` (migration 0027's announce_row_changes), one call at
 * a time: what arrives while a call is under way goes in the next, so a burst of writes makes few announcements.
 * Answers once the call carrying `topics` is over (sent, or failed and reported to `failed`): the write's request
 * answers only then, so a request that another process serves next reads the write (issue 38 item 3).
 */
export function batchedAnnouncer(send: (topics: string[]) => Promise<unknown>, failed: (error: unknown) => void): (topics: readonly string[]) => Promise<void> {
  let waiting = new Set<string>();
  let waiters: (() => void)[] = [];
  let sending = false;
  const next = async (): Promise<void> => {
    sending = true;
    while (waiting.size > 0) {
      const topics = [...waiting];
      const sent = waiters;
      waiting = new Set();
      waiters = [];
      try {
        await send(topics);
      } catch (error) {
        failed(error);
      }
      for (const done of sent) done();
    }
    sending = false;
  };
  return (topics) =>
    new Promise<void>((done) => {
      for (const topic of topics) waiting.add(topic);
      waiters.push(done);
      if (!sending) void next();
    });
}

/**
 * What a server process does with the rows its transactions declared (`announceWrite`) once they are over: forgets
 * them here at once, and announces them to the other processes through `send` (announce_row_changes, migration
 * 0027), batched; answers once announced. A failed announcement is dropped: the database cannot be reached then
 * (docs/read-cache.md).
 */
export function settleOwnWrites(cache: ReadCache, send: (payloads: string[]) => Promise<unknown>): (topics: readonly string[]) => Promise<void> {
  const announce = batchedAnnouncer(
    (topics) => send(announcementPayloads(topics)),
    () => undefined,
  );
  return (topics) => {
    for (const topic of topics) cache.changed(topic);
    return announce(topics);
  };
}
