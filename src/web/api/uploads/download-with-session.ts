import { getSession } from '../../session/session-store';
import { saveBlobAsFile } from './save-blob-as-file';

/**
 * Fetches a stored file with the session's token and hands it to the browser as a download named `fileName`. A
 * plain link cannot send the token, so opening one shows the API's "Authentication credentials were not provided."
 */
export async function downloadWithSession(url: string, fileName: string): Promise<void> {
  const session = getSession();
  const response = await fetch(url, { headers: session.valid && session.token !== null ? { Authorization: `Bearer ${session.token}` } : {} });
  if (!response.ok) throw new Error(response.status === 404 ? 'That file is no longer there.' : 'The file could not be downloaded. Try again.');
  saveBlobAsFile(await response.blob(), fileName);
}
