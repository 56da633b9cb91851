import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen whose code is fetched the first time it is drawn (a chunk of its own in the build), so a page loads
 * only what it shows. `name` is the module's named export; React.lazy wants a default one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props.
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
