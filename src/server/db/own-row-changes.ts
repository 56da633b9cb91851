import pg from 'pg';

/** The session setting that asks the row-change triggers for notices instead of NOTIFY (migration 0027). */
const DELIVERY_SETTING = 'row_changes.delivery';
/** The SQLSTATEs of the triggers' notices, whose message is the changed row's topic. */
const TO_ANNOUNCE = 'RC001';
/** A change the database also announces at commit. */
const ANNOUNCED_AT_COMMIT = 'RC002';

/** The rows a transaction of this process changed, once it has ended. */
export interface OwnChanges {
  /** Every topic, to forget here. */
  topics: string[];
  /** The topics the other processes hear of only if this process announces them. */
  toAnnounce: string[];
}

/**
 * Makes `client` a connection whose own changes are reported to this process as they are made, without the
 * commit lock NOTIFY takes: the triggers send each changed row as a notice while the transaction runs, and
 * `ended` gets them when the server reports the transaction over, before the query that ended it answers its
 * caller. A transaction that rolled back is reported too: forgetting a row that did not change costs a read.
 */
export async function reportOwnChanges(client: pg.ClientBase, ended: (changes: OwnChanges) => void): Promise<void> {
  // The pool hands out pg.Client instances; the protocol connection is where "transaction over" is read.
  if (!(client instanceof pg.Client)) throw new Error('reportOwnChanges: expected a pg.Client');
  const topics = new Set<string>();
  const toAnnounce = new Set<string>();
  client.on('notice', (notice) => {
    if (!notice.message || (notice.code !== TO_ANNOUNCE && notice.code !== ANNOUNCED_AT_COMMIT)) return;
    topics.add(notice.message);
    if (notice.code === TO_ANNOUNCE) toAnnounce.add(notice.message);
  });
  // Registered after the client's own handler, so it runs before the finished query's promise settles.
  client.connection.on('readyForQuery', (message: { status?: string }) => {
    // 'I': idle, outside any transaction; 'T' and 'E' are within one that has not ended yet.
    if (message.status !== 'I' || topics.size === 0) return;
    const changes = { topics: [...topics], toAnnounce: [...toAnnounce] };
    topics.clear();
    toAnnounce.clear();
    ended(changes);
  });
  await client.query(`SET ${DELIVERY_SETTING} TO 'notice'`);
}

/**
 * Sends topics to the other server processes through `send` (migration 0027's announce_row_changes), one call at
 * a time: what arrives while a call is under way goes in the next, so a burst of writes makes few announcements.
 */
export function batchedAnnouncer(send: (topics: string[]) => Promise<unknown>, failed: (error: unknown) => void): (topics: readonly string[]) => void {
  let waiting = new Set<string>();
  let sending = false;
  const next = async (): Promise<void> => {
    sending = true;
    while (waiting.size > 0) {
      const topics = [...waiting];
      waiting = new Set();
      try {
        await send(topics);
      } catch (error) {
        failed(error);
      }
    }
    sending = false;
  };
  return (topics) => {
    for (const topic of topics) waiting.add(topic);
    if (!sending) void next();
  };
}
