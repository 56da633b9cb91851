import { waitFor } from '@testing-library/react';

/** Paths (with their query) of the API answers whose body the app has read, in the order it read them. */
const read: string[] = [];
let installed = false;

/**
 * Counts the answers the app has read: the API client reads every body with `Response.text()`, so once a path is in
 * the list the app holds that answer, and what it does with it is already queued. A check that something did not
 * happen waits for this instead of a fixed pause.
 */
function install(): void {
  if (installed) return;
  installed = true;
  const text = window.Response.prototype.text;
  window.Response.prototype.text = async function readText(this: Response): Promise<string> {
    const body = await text.call(this);
    const url = new URL(this.url);
    read.push(`${url.pathname}${url.search}`);
    return body;
  };
}

/** Waits until the app has read an answer from `route` ("GET /api/latest-terms/1/": the method is not checked). */
export async function answerRead(route: string): Promise<void> {
  install();
  const path = route.replace(/^[A-Z]+ /, '');
  await waitFor(() => {
    if (!read.some((seen) => seen === path || seen.startsWith(`${path}?`))) throw new Error(`the app has not read ${route} yet`);
  });
}

/** Starts counting before the app asks: call in a beforeEach of a file that uses answerRead. */
export function countAnswersRead(): void {
  install();
  read.length = 0;
}
