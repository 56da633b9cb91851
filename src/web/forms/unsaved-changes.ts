/**
 * The unsaved-changes flag of spec 000 §4: forms set it when a profile or role value is edited and clear it
 * once the value is saved. While it is set nothing may reload the page under the person (see refreshSession).
 */
let unsaved = false;

function write(next: boolean): void {
  unsaved = next;
}

export function hasUnsavedChanges(): boolean {
  return unsaved;
}

/** Call when a value is edited. */
export function setUnsavedChanges(): void {
  write(true);
}

/** Call when the edited values were saved (or deliberately thrown away). */
export function clearUnsavedChanges(): void {
  write(false);
}
