import { getSession } from '../../session/session-store';

/**
 * Fetches a stored file with the session's token and hands it to the browser as a download named `fileName`. A
 * plain link cannot send the token, so opening one shows the API's "Authentication credentials were not provided."
 */
export async function downloadWithSession(url: string, fileName: string): Promise<void> {
  const session = getSession();
  const response = await fetch(url, { headers: session.valid && session.token !== null ? { Authorization: `Bearer ${session.token}` } : {} });
  if (!response.ok) throw new Error(response.status === 404 ? 'That file is no longer there.' : 'The file could not be downloaded. Try again.');
  const href = URL.createObjectURL(await response.blob());
  const anchor = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has started the download by the next task; the object URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
