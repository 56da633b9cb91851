/**
 * Whether a whole screen is still loading (a LoadingScreen stands in for it, or React is still taking over a page
 * drawn at build time). Work that can wait for the page to
 * be usable, such as fetching the toast library, waits for this: on a slow or busy phone the first screen can
 * take longer than any fixed delay, and what is fetched beside it slows it down.
 */
let loadingScreens = 0;
const settledListeners = new Set<() => void>();

/** A LoadingScreen is on the page; the returned function takes it off. */
export function markScreenLoading(): () => void {
  loadingScreens += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    loadingScreens -= 1;
    if (loadingScreens > 0) return;
    for (const listener of [...settledListeners]) listener();
  };
}

let takingOverDrawnPage: (() => void) | null = null;

/**
 * React is taking over a page drawn at build time (src/web/prerender). Its screen stays drawn, with no LoadingScreen,
 * until the screen's code has arrived and React has taken it over too; only then does its form answer. On a busy
 * machine that came more than two seconds after the load event, and the toast library was fetched first.
 */
export function markTakingOverDrawnPage(): void {
  takingOverDrawnPage ??= markScreenLoading();
}

/** A route's screen has been committed in its frame's main region: a drawn page has been taken over. */
export function markScreenShown(): void {
  takingOverDrawnPage?.();
}

/**
 * Calls `then` once no screen is loading. One loading screen gives way to the next within a single render (the
 * session arrives, then the screen's own code is fetched), so a moment with none is trusted only when it lasts
 * past that render, to the next task.
 */
export function whenNoScreenLoading(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (loadingScreens > 0) return;
      settledListeners.delete(check);
      then();
    }, 0);
  };
  settledListeners.add(check);
  if (loadingScreens === 0) check();
  return () => {
    settledListeners.delete(check);
    if (timer !== undefined) clearTimeout(timer);
  };
}
