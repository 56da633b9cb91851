import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/**
 * The app's toasts (spec 000 §9). The toast library is fetched after the first paint rather than with it (the
 * sign-in page's weight counts), and its host mounts once at the root; a toast asked for before that waits.
 */
let hostMounted: () => void = () => undefined;
const hostReady = new Promise<void>((resolve) => {
  hostMounted = resolve;
});
let hostWanted = false;
const hostListeners = new Set<() => void>();

/** Asks for the host to be put on the page: on the first toast, or once the page is idle after loading. */
export function wantToastHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of hostListeners) listener();
}

/** The host's code could not be fetched: the next toast tries again. */
export function giveUpOnToastHost(): void {
  hostWanted = false;
  for (const listener of hostListeners) listener();
}

export function isToastHostWanted(): boolean {
  return hostWanted;
}

export function subscribeToToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/** Called by the toast host once it is on the page. */
export function markToastHostMounted(): void {
  hostMounted();
}

export async function showToast(message: SnackbarMessage, options?: OptionsObject): Promise<SnackbarKey> {
  wantToastHost();
  await hostReady;
  const { enqueueSnackbar } = await import('notistack');
  return enqueueSnackbar(message, options);
}
