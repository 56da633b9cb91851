import { useInsertionEffect } from 'react';

/**
 * Stands in for @emotion/use-insertion-effect-with-fallbacks in the browser build (vite.config.ts points the
 * package here). Emotion writes a component's CSS rule when the component first appears: by default in React's
 * insertion effect, which runs inside the commit, and a commit cannot be split. A page that draws a few hundred
 * styled elements at once (the job seeker home) then spent most of each commit compiling and inserting rules, a
 * single task of 30-60 ms on a phone (about 70% of the commit in a profile). Written while rendering instead, as
 * emotion did before React 18, the work is done in the render phase, which React splits into slices that yield to
 * the browser whenever the update is a transition (the app's first render and its later parts are). The cost is
 * what React's docs warn of: a render that is thrown away may leave rules behind, which is harmless, as every rule
 * is named by a hash of its own text and matches nothing else.
 */
export function useInsertionEffectAlwaysWithSyncFallback<T>(create: () => T): T {
  return create();
}

/** Emotion's global styles (`<GlobalStyles>`) keep React's insertion effect: they remove their sheet on unmount. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
