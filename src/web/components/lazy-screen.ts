import { createElement, lazy, useState, type ComponentProps, type ComponentType, type FunctionComponent, type ReactNode } from 'react';

/** A lazily loaded screen that can be asked to fetch its code before it is drawn, and says when that code is here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props.
type PreloadableScreen<C extends ComponentType<any>> = FunctionComponent<ComponentProps<C>> & { preload: () => Promise<void> };

/**
 * A screen whose code is fetched the first time it is drawn (a chunk of its own in the build), so a page loads
 * only what it shows. `name` is the module's named export; React.lazy wants a default one. `preload` starts the
 * fetch early, beside another wait (the profile), rather than after it.
 *
 * Drawn once its code is here, the screen renders at once instead of suspending for a turn as React.lazy always
 * does: when React takes over a page drawn at build time (main.tsx), a boundary left suspended stays un-taken-over,
 * and any update that reaches it before its code arrives makes React throw the drawn page away and show the
 * boundary's spinner in its place (and the typing in its fields with it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props.
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): PreloadableScreen<M[K]> {
  let loading: Promise<M> | undefined;
  let loaded: M[K] | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return module;
    }));
  // React.lazy's type adds the ref props a function component never takes; the screen's own props are these.
  const Lazy = lazy(async () => ({ default: (await start())[name] })) as ComponentType<ComponentProps<M[K]>>;
  function LazyScreen(props: ComponentProps<M[K]>): ReactNode {
    // Chosen once for each mount: the same screen drawn first as the lazy one, then as the loaded one, would be
    // two different components to React, and it would mount the screen again, losing its state.
    const [{ Screen }] = useState((): { Screen: ComponentType<ComponentProps<M[K]>> } => ({ Screen: loaded ?? Lazy }));
    return createElement(Screen, props);
  }
  // A failed fetch is not kept: drawing the screen asks again, and the error boundary reports that attempt.
  const preload = () =>
    start().then(
      () => undefined,
      () => void (loading = undefined),
    );
  return Object.assign(LazyScreen, { preload });
}

/**
 * Starts fetching the code of the screen an element draws, when that screen is a lazy one. Resolves once that code
 * is here (or its fetch failed: drawing the screen then asks again), at once for any other element.
 */
export function preloadScreenOf(element: ReactNode): Promise<void> {
  if (element === null || typeof element !== 'object' || !('type' in element)) return Promise.resolve();
  const type: unknown = element.type;
  if (typeof type === 'function' && 'preload' in type && typeof type.preload === 'function') return (type as { preload: () => Promise<void> }).preload();
  return Promise.resolve();
}
