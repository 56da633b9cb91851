// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, closeModal, getModalList, openModal, subscribeToModalList, useModal, useModalList } from '../../../../src/web/stores/modal-list';

beforeEach(() => closeAllModals());
afterEach(cleanup);

describe('modal list store', () => {
  it('opens modals on top of each other, closeable unless told otherwise', () => {
    openModal({ modalId: 'change-role-status', variant: 'publish' });
    openModal({ modalId: 'session-expired', variant: 'warning', canClose: false });
    expect(getModalList()).toEqual([
      { modalId: 'change-role-status', variant: 'publish', canClose: true },
      { modalId: 'session-expired', variant: 'warning', canClose: false },
    ]);
  });

  it('never shows one modal twice: reopening replaces it and brings it to the top', () => {
    openModal({ modalId: 'a', variant: 'first' });
    openModal({ modalId: 'b', variant: 'other' });
    openModal({ modalId: 'a', variant: 'second' });
    expect(getModalList().map((modal) => `${modal.modalId}:${modal.variant}`)).toEqual(['b:other', 'a:second']);
  });

  it('closes one modal by id, and all at once', () => {
    openModal({ modalId: 'a', variant: 'x' });
    openModal({ modalId: 'b', variant: 'y', canClose: false });
    openModal({ modalId: 'c', variant: 'z' });
    closeModal('b');
    expect(getModalList().map((modal) => modal.modalId)).toEqual(['a', 'c']);
    closeAllModals();
    expect(getModalList()).toEqual([]);
  });

  it('tells subscribers about changes only, and keeps the same list otherwise', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToModalList(listener);
    const before = getModalList();
    closeModal('not-open');
    closeAllModals();
    expect(listener).not.toHaveBeenCalled();
    expect(getModalList()).toBe(before);
    openModal({ modalId: 'a', variant: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    closeModal('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders components that use it', () => {
    function Probe() {
      const modals = useModalList();
      const dialog = useModal('dialog');
      return (
        <p>
          {modals.length} open; dialog {dialog === undefined ? 'closed' : `${dialog.variant}${dialog.canClose ? '' : ' (locked)'}`}
        </p>
      );
    }
    render(<Probe />);
    expect(screen.getByText('0 open; dialog closed')).toBeTruthy();
    act(() => openModal({ modalId: 'dialog', variant: 'confirm', canClose: false }));
    expect(screen.getByText('1 open; dialog confirm (locked)')).toBeTruthy();
    act(() => openModal({ modalId: 'other', variant: 'info' }));
    expect(screen.getByText('2 open; dialog confirm (locked)')).toBeTruthy();
    act(() => closeModal('dialog'));
    expect(screen.getByText('1 open; dialog closed')).toBeTruthy();
  });
});
