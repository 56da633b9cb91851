/**
 * What was deleted, carried in the router's history state from the deletion through /logout to the home page,
 * which says so. History state survives a reload of that page; the address stays the spec's.
 */
export interface DeletionState {
  deletedOrganisation?: string;
}

export function deletionStateOf(state: unknown): DeletionState {
  if (typeof state !== 'object' || state === null) return {};
  const name = (state as DeletionState).deletedOrganisation;
  return typeof name === 'string' && name !== '' ? { deletedOrganisation: name } : {};
}

/** Where a deletion ends (spec 000 §2, §4): /logout forgets the token, then home with ?referrer=delete. */
export const AFTER_DELETION_PATH = '/logout?referrer=delete';
