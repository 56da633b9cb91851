import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { whenNoScreenLoading } from './screen-loading';
import { giveUpOnToastHost, isToastHostWanted, subscribeToToastHost, wantToastHost } from './toasts';

const IDLE_PRELOAD_DELAY_MS = 2000;
// Once per page: after a failed fetch (the connection is down) it is the next toast that asks again, not a timer.
let idlePreloadArmed = false;

/**
 * Mounts the toast host once a toast is asked for, or when the browser is idle after the page has loaded. If
 * its code cannot be fetched (the connection is down), nothing breaks: the next toast asks again.
 */
export function LazyToastHost() {
  const wanted = useSyncExternalStore(subscribeToToastHost, isToastHostWanted, isToastHostWanted);
  const [Host, setHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!wanted || Host !== null) return;
    let active = true;
    import('./toast-host').then(
      (module) => active && setHost(() => module.ToastHost),
      () => giveUpOnToastHost(),
    );
    return () => {
      active = false;
    };
  }, [wanted, Host]);

  useEffect(() => {
    if (wanted || idlePreloadArmed) return;
    idlePreloadArmed = true;
    let cancel = () => undefined as void;
    let fired = false;
    const preload = () => {
      fired = true;
      wantToastHost();
    };
    // Two seconds after the load event and after the first screen is drawn, once it is drawn again, when idle: the
    // page's own chunks (fetched after load as the screen renders) go first, however long they take on a busy phone,
    // and so does what the screen does in the moments after it is drawn (a page drawn at build time enables its form
    // in the render after React takes it over). Safari has no requestIdleCallback, so there it is the screen and the
    // two seconds alone.
    const whenIdle = () => {
      const afterScreen = (then: () => void) => (cancel = whenNoScreenLoading(then));
      afterScreen(() => {
        const timer = setTimeout(() => {
          afterScreen(() => {
            if (typeof requestIdleCallback !== 'function') return preload();
            const handle = requestIdleCallback(preload, { timeout: 3000 });
            cancel = () => cancelIdleCallback(handle);
          });
        }, IDLE_PRELOAD_DELAY_MS);
        cancel = () => clearTimeout(timer);
      });
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
      // Unmounted before it fired (React's development double run): the next mount arms it again.
      if (!fired) idlePreloadArmed = false;
    };
  }, [wanted]);

  return Host === null ? null : <Host />;
}
