import { useSyncExternalStore } from 'react';

/**
 * One open modal (spec 000 §3 Modal list). `variant` names what the modal shows (the spec leaves the set open);
 * `canClose` says whether the person may dismiss it themselves (close button, Escape, backdrop). The store
 * closes whatever it is told to: `canClose` is for the view to honour, not a lock on the code.
 */
export interface ModalEntry {
  modalId: string;
  variant: string;
  canClose: boolean;
}

/** What openModal takes: an entry whose `canClose` defaults to true. */
export type OpenModalInput = Omit<ModalEntry, 'canClose'> & { canClose?: boolean };

let modals: readonly ModalEntry[] = [];
const listeners = new Set<() => void>();

function replace(next: readonly ModalEntry[]): void {
  if (next === modals) return;
  modals = next;
  for (const listener of listeners) listener();
}

/** The open modals, oldest first; the last one is on top. The same array until something changes. */
export function getModalList(): readonly ModalEntry[] {
  return modals;
}

/**
 * Opens a modal on top of the others. Opening an id that is already open replaces that entry and moves it
 * to the top, so one modal never shows twice.
 */
export function openModal(input: OpenModalInput): void {
  const entry: ModalEntry = { modalId: input.modalId, variant: input.variant, canClose: input.canClose ?? true };
  replace([...modals.filter((modal) => modal.modalId !== entry.modalId), entry]);
}

/** Closes the modal with this id; closing one that is not open changes nothing. */
export function closeModal(modalId: string): void {
  if (!modals.some((modal) => modal.modalId === modalId)) return;
  replace(modals.filter((modal) => modal.modalId !== modalId));
}

export function closeAllModals(): void {
  if (modals.length === 0) return;
  replace([]);
}

/** Calls `listener` after every change. Returns the unsubscribe function. */
export function subscribeToModalList(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The open modals as React state. */
export function useModalList(): readonly ModalEntry[] {
  return useSyncExternalStore(subscribeToModalList, getModalList, getModalList);
}

/** The entry of one modal while it is open, else undefined: what a modal component renders from. */
export function useModal(modalId: string): ModalEntry | undefined {
  return useModalList().find((modal) => modal.modalId === modalId);
}
