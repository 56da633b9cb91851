import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { lazyScreen } from './lazy-screen';
import { isToastHostWanted, subscribeToToastHost, wantToastHost } from './toasts';

const IDLE_PRELOAD_DELAY_MS = 2000;
const ToastHost = lazyScreen(() => import('./toast-host'), 'ToastHost');

/**
 * Mounts the toast host once a toast is asked for, or when the browser is idle after the page has loaded, so
 * that a later connection problem can still be shown when the server is gone.
 */
export function LazyToastHost() {
  const wanted = useSyncExternalStore(subscribeToToastHost, isToastHostWanted, isToastHostWanted);
  useEffect(() => {
    if (wanted) return;
    let cancel = () => undefined as void;
    // Two seconds after the load event, when idle: the page's own chunks (fetched after load as the screen
    // renders) go first. Safari has no requestIdleCallback, so there it is the two seconds alone.
    const whenIdle = () => {
      const timer = setTimeout(() => {
        if (typeof requestIdleCallback !== 'function') return wantToastHost();
        const handle = requestIdleCallback(wantToastHost, { timeout: 3000 });
        cancel = () => cancelIdleCallback(handle);
      }, IDLE_PRELOAD_DELAY_MS);
      cancel = () => clearTimeout(timer);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
