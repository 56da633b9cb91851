/** Where a notification's action_url leads: inside the app (a path for the router) or outside it. */
export type ActionTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

/**
 * Reads an action_url. App paths and same-origin URLs navigate inside the app, keeping its state; other
 * http(s) URLs open as pages. Anything else (javascript:, data:, garbage) leads nowhere: the URL comes from
 * data, and a link must never run code.
 */
export function actionTarget(actionUrl: string | null, origin: string): ActionTarget {
  if (actionUrl === null || actionUrl.trim() === '') return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(actionUrl, origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
  if (url.origin === origin) return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', url: url.href };
}
