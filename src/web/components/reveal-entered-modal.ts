/**
 * Clears the "hidden from assistive technology" mark from a dialog or drawer once it has opened, when it is the
 * modal in front (the last one on the page: each is drawn at the end of the body as it opens).
 *
 * MUI's modal manager (9.5 and 9.6 alike) can leave the modal in front marked `aria-hidden`: when another modal
 * (the phone menu's drawer, closing because one of its links was chosen) finishes closing after a dialog is drawn
 * but before MUI has recorded the dialog's element, it hides every child of the page but the one it knows of, and
 * it knows of none. The dialog is then seen but not heard: a screen reader cannot reach "Leave without saving?".
 * Once the modal has entered, MUI has recorded its element, so the mark cleared here stays cleared.
 */
export function revealEnteredModal(node: HTMLElement): void {
  const root = node.closest('.MuiModal-root');
  const modals = node.ownerDocument.querySelectorAll('body > .MuiModal-root');
  if (root !== null && modals[modals.length - 1] === root) root.removeAttribute('aria-hidden');
}
