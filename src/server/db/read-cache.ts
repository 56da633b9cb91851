import { LRUCache } from 'lru-cache';
import { getTableName, type Table } from 'drizzle-orm';
import type { CachedTableName, RowKey } from './row-change-tables';

/** The channel the database announces row changes on (migration 0021): `<table>:<key>`, or `<table>` when truncated. */
export const ROW_CHANGES_CHANNEL = 'row_changes';
/** Between the topics of one announcement; no topic holds a space (`<table>:<key>` with a numeric or `all` key). */
export const TOPIC_SEPARATOR = ' ';

/**
 * Rows kept at once; the least recently read go first. About 3 per active person (their user row, answers and
 * unread count): a few thousand people at once, some tens of megabytes at most (a job seeker's answers are the
 * largest, a few kilobytes of JSON).
 */
const MAX_TOPICS = 10_000;

/**
 * `T` with nothing that can be changed through it, at any depth: what the read cache hands out is shared by every
 * request until its row changes. (A Date's setters are methods, which no type can take away.)
 */
type DeepReadonly<T> = T extends Date | string | number | boolean | bigint | symbol | null | undefined | ((...args: never[]) => unknown)
  ? T
  : T extends ReadonlyMap<infer K, infer V>
    ? ReadonlyMap<DeepReadonly<K>, DeepReadonly<V>>
    : T extends ReadonlySet<infer V>
      ? ReadonlySet<DeepReadonly<V>>
      : { readonly [K in keyof T]: DeepReadonly<T[K]> };

interface PendingRead {
  topic: string;
  spoiled: boolean;
}

/**
 * What the request path reads on every page (a signed-in user's row, their answers, their unread count), kept in
 * memory per row and dropped when the database announces that the row changed. Every write in any process is
 * announced, by triggers, at commit (migration 0021):
 * - this process's own writes reach it before their COMMIT returns, so a person always reads what they just wrote,
 *   and a revoked session ends at once here;
 * - other processes' writes reach it on a listening connection a moment after their commit (milliseconds).
 * Until the database is being listened to (at start, and after the listening connection is lost), nothing is kept
 * and every read goes to the database.
 */
export class ReadCache {
  readonly #entries = new LRUCache<string, Map<string, { value: unknown }>>({ max: MAX_TOPICS });
  readonly #reading = new Set<PendingRead>();
  #listening = false;
  #catchUp: (() => Promise<void>) | undefined;

  /** Whether changes are being heard; while not, nothing is kept. */
  get listening(): boolean {
    return this.#listening;
  }

  /**
   * Called when listening starts or stops: either way, what was kept may be out of date. `catchUp`, when given,
   * answers once every announcement committed before it was called has been heard: announcements reach this
   * process a moment after their commit, so without it a request that reaches this process right after another
   * process answered a write (a sign-out, a saved name) could still be served the row as it was before.
   */
  setListening(listening: boolean, catchUp?: () => Promise<void>): void {
    this.forgetEverything();
    this.#listening = listening;
    this.#catchUp = listening ? catchUp : undefined;
  }

  /** A payload of the row-changes channel: one topic, or several separated by spaces (`announcementPayloads`). */
  changed(payload: string): void {
    for (const topic of payload.split(TOPIC_SEPARATOR)) {
      // A truncated table is every one of its rows; rare enough to forget everything.
      if (!topic.includes(':')) return this.forgetEverything();
      this.#entries.delete(topic);
      for (const read of this.#reading) if (read.topic === topic) read.spoiled = true;
    }
  }

  forgetEverything(): void {
    this.#entries.clear();
    for (const read of this.#reading) read.spoiled = true;
  }

  /**
   * `load`'s answer for this row, kept until the row changes. `name` tells apart the different reads of one row.
   * What is kept is shared between requests, so it is handed out read-only.
   */
  async read<T>(topic: string, name: string, load: () => Promise<T>): Promise<DeepReadonly<T>> {
    if (!this.#listening) return load() as Promise<DeepReadonly<T>>;
    let kept = this.#entries.get(topic)?.get(name);
    if (kept !== undefined && this.#catchUp !== undefined) {
      // Before a kept row is served, whatever was committed before this read must have been heard (and the row
      // forgotten when it changed). When that cannot be known (the listening connection just failed), the database
      // is read instead.
      const caughtUp = await this.#catchUp().then(
        () => true,
        () => false,
      );
      if (!caughtUp) return load() as Promise<DeepReadonly<T>>;
      kept = this.#listening ? this.#entries.get(topic)?.get(name) : undefined;
    }
    if (kept !== undefined) return kept.value as DeepReadonly<T>;
    // A change announced while the read is under way may have come after the read's snapshot: not kept then.
    const read: PendingRead = { topic, spoiled: false };
    this.#reading.add(read);
    try {
      const value = await load();
      if (!read.spoiled && this.#listening) {
        let byName = this.#entries.get(topic);
        if (byName === undefined) {
          byName = new Map();
          this.#entries.set(topic, byName);
        }
        byName.set(name, { value });
      }
      return value as DeepReadonly<T>;
    } finally {
      this.#reading.delete(read);
    }
  }
}

/**
 * The topic a row is announced under: only a table of ROW_CHANGE_KEYS, with the value of the key column its
 * trigger names there (for flow_answers and notifications, the user id, not the row's own id).
 */
export function rowTopic<Name extends CachedTableName>(table: Table & { _: { name: Name } }, key: RowKey<Name>): string {
  return `${getTableName(table)}:${key}`;
}
