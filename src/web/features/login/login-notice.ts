/**
 * A message another screen hands to /login in the router state, e.g. a failed magic link or a code step that
 * ran out: `navigate('/login', { state: loginNotice('...') })`. Router state, not the query, so a reload or
 * a shared address does not repeat it.
 */
export function readLoginNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice !== '' ? state.notice : null;
}
