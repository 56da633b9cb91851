import pg from 'pg';
import { ROW_CHANGES_CHANNEL, type ReadCache } from './read-cache';
import { reportOwnChanges } from './own-row-changes';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

function hear(cache: ReadCache) {
  return (message: pg.Notification) => {
    if (message.channel === ROW_CHANGES_CHANNEL && message.payload !== undefined) cache.changed(message.payload);
  };
}

/**
 * Every connection of the pool hears of its own changes to users, employers and flow versions as notices
 * (migration 0027), so this process forgets a row it changed before the query that changed it answers: a revoked
 * session is refused on the next request. The database also announces those at commit to the other processes;
 * answers and notifications are announced by the code that writes them (`announceWrite`). The pool's connections
 * do not LISTEN: one connection per process does (`listenForOtherProcesses`), so an announcement wakes one backend
 * per process.
 */
export function listeningPoolConnection(cache: ReadCache): (client: pg.ClientBase) => Promise<void> {
  // The pool awaits this before it hands a new connection out for anything else.
  return (client) =>
    reportOwnChanges(client, (topics) => {
      for (const topic of topics) cache.changed(topic);
    });
}

/**
 * `roundTrip` shared by the callers that come while one is under way, yet each caller's answer is a round trip that
 * started after it called: one under way when it calls may have been sent before the change it must hear. So a
 * caller arriving then waits for the next one, which starts as soon as the one under way ends and serves every
 * caller that came meanwhile. Under load, one round trip at a time serves all requests.
 */
function freshRoundTrips(roundTrip: () => Promise<void>): () => Promise<void> {
  let underWay: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const trip: Promise<void> = roundTrip().finally(() => {
      if (underWay === trip) underWay = undefined;
    });
    underWay = trip;
    return trip;
  };
  return () => {
    if (underWay === undefined) return start();
    queued ??= underWay
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/**
 * A connection of its own that hears other processes' changes whether or not the pool has connections open.
 * While it is down nothing is kept (the cache is told it is not listening), and it reconnects with a growing
 * delay; the first connection is made before this answers, so a server starts with its cache in use.
 */
export async function listenForOtherProcesses(url: string, cache: ReadCache): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    cache.setListening(false);
    lostClient.end().catch(() => undefined);
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', hear(cache));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${ROW_CHANGES_CHANNEL}`);
      if (client !== next || stopped) return;
      delay = FIRST_RETRY_MS;
      // A query on the listening connection is answered only after every notification committed before it was
      // sent: PostgreSQL delivers a listener's pending notifications before it reports a query done (ReadyForQuery),
      // and node-postgres hands them to `hear` before the query's answer. So one round trip here catches the cache
      // up with every commit another process answered before the request being served arrived.
      cache.setListening(
        true,
        freshRoundTrips(async () => {
          await next.query('select 1');
        }),
      );
    } catch {
      lost(next);
    }
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const last = client;
      client = null;
      cache.setListening(false);
      await last?.end().catch(() => undefined);
    },
  };
}
