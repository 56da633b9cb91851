import type { Cache, Key, Middleware } from 'swr';
import { mutate, unstable_serialize } from 'swr';

/**
 * An answer asked for ahead of the screen that shows it is handed to that screen's first look for this long
 * after it arrived; later, the screen asks again, as it would have without the early request.
 */
export const ASKED_AHEAD_FRESH_MS = 10_000;

interface AskedAhead {
  answer: Promise<unknown>;
  /** `Date.now()` when the answer (or the failure) arrived; null while it is on its way. */
  arrivedAt: number | null;
}

/** By SWR's serialized key: the requests started before any hook asked, until a hook takes them over. */
const askedAhead = new Map<string, AskedAhead>();

/**
 * By SWR's serialized key: keys a hook has drawn without an answer (its loading state) and has not yet fetched,
 * which it does once it is committed. Until then, the render that drew it may still be in progress: an answer put
 * in the cache under it makes React find that render torn (the store changed while it rendered) and draw the whole
 * update again, synchronously in one task. On the job seeker home, the top bar's count arriving so made React throw
 * away some twenty slices and redraw the frame and the home in a single task of 25-35 ms (over 100 ms on
 * Lighthouse's phone). Such an answer is left to that hook's first fetch, which takes it over after the commit.
 */
const drawnWaiting = new Set<string>();

function isFresh(entry: AskedAhead): boolean {
  return entry.arrivedAt === null || Date.now() - entry.arrivedAt <= ASKED_AHEAD_FRESH_MS;
}

/**
 * Starts a request that a screen will show before that screen's code or first render asks for it, beside the
 * fetch of its code. Unlike SWR's own `preload`, an answer that arrives before any hook has drawn its key is put in
 * the cache at once (see drawnWaiting for one that arrives after): the hook's first render then draws it, instead of
 * drawing a loading state and drawing everything again when the hook picks the answer up after mounting (on a phone
 * each extra render of a page is tens of milliseconds in which a tap waits). The hook's first fetch takes this request over (see takeAnswersAskedAhead),
 * so the answer is asked for once, and the hook's own success and error handling applies to it.
 */
export function askAhead<Data>(key: Key, fetcher: () => Promise<Data>): void {
  const id = unstable_serialize(key);
  const earlier = askedAhead.get(id);
  if (earlier && isFresh(earlier)) return;
  const entry: AskedAhead = { answer: fetcher(), arrivedAt: null };
  askedAhead.set(id, entry);
  entry.answer.then(
    (data) => {
      entry.arrivedAt = Date.now();
      // Taken over already, or drawn waiting: the hook puts the answer in the cache itself (see drawnWaiting).
      if (askedAhead.get(id) === entry && !drawnWaiting.has(id)) void mutate(key, data, { revalidate: false });
    },
    // A failure is the hook's to show when it takes the request over; nobody else awaits it.
    () => {
      entry.arrivedAt = Date.now();
    },
  );
}

function takeAskedAhead(id: string): Promise<unknown> | undefined {
  drawnWaiting.delete(id);
  const entry = askedAhead.get(id);
  if (entry === undefined) return undefined;
  askedAhead.delete(id);
  return isFresh(entry) ? entry.answer : undefined;
}

/**
 * SWR middleware (in the app's SWRConfig): a hook's fetch of a key asked for ahead answers that request, once,
 * instead of sending the same request again.
 */
export const takeAnswersAskedAhead: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const id = unstable_serialize(key);
  // SWR hands its middleware the whole configuration, the cache included, though its type names only the options;
  // read from the cache itself, not the hook's answer: reading that would subscribe the hook to its data.
  const { cache } = config as { cache?: Cache };
  if (id !== '' && cache?.get(id)?.data === undefined) drawnWaiting.add(id);
  // The request asked ahead for this key was made by the same fetcher the hook names for it: the same Data.
  type Answer = ReturnType<NonNullable<typeof fetcher>>;
  const takingOver: typeof fetcher = fetcher && ((...args) => (takeAskedAhead(id) as Answer | undefined) ?? fetcher(...args));
  return useSWRNext(key, takingOver, config);
};
