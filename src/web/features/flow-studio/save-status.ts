import type { SaveStatus } from './use-saved-draft';

/** Where the draft stands on the server, in words. */
export function saveStatusWords(status: SaveStatus): string {
  switch (status.state) {
    case 'idle':
      return 'No changes yet.';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved at ${status.at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}.`;
    case 'failed':
      return `Not saved: ${status.message}.`;
  }
}
