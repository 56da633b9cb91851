import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** A lazily loaded screen that can be asked to start fetching its code before it is drawn. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props.
type PreloadableScreen<C extends ComponentType<any>> = LazyExoticComponent<C> & { preload: () => void };

/**
 * A screen whose code is fetched the first time it is drawn (a chunk of its own in the build), so a page loads
 * only what it shows. `name` is the module's named export; React.lazy wants a default one. `preload` starts the
 * fetch early, beside another wait (the profile), rather than after it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props.
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): PreloadableScreen<M[K]> {
  let loading: Promise<M> | undefined;
  const start = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({ default: (await start())[name] })),
    // A failed fetch is not kept: drawing the screen asks again, and the error boundary reports that attempt.
    { preload: () => void start().catch(() => (loading = undefined)) },
  );
}

/** Starts fetching the code of the screen an element draws, when that screen is a lazy one; does nothing otherwise. */
export function preloadScreenOf(element: ReactNode): void {
  if (element === null || typeof element !== 'object' || !('type' in element)) return;
  const type: unknown = element.type;
  if (typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function') (type as { preload: () => void }).preload();
}
