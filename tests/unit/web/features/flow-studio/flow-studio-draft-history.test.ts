// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyHistory, historyReducer, useDraftHistory, type HistoryState } from '../../../../../src/web/features/flow-studio/use-draft-history';

const edit = (state: HistoryState, text: string, at: number) => historyReducer(state, { type: 'edit', text, at, base: 'start' });

describe("the draft's undo history", () => {
  it('undoes and redoes edits, starting from the text shown before the first edit', () => {
    let state = edit(emptyHistory, 'one', 1_000);
    state = edit(state, 'two', 5_000);
    state = historyReducer(state, { type: 'undo' });
    expect(state.present).toBe('one');
    state = historyReducer(state, { type: 'undo' });
    expect(state.present).toBe('start');
    expect(historyReducer(state, { type: 'undo' })).toBe(state);
    state = historyReducer(state, { type: 'redo' });
    expect(state.present).toBe('one');
    expect(edit(state, 'three', 9_000).future).toEqual([]);
  });

  it('joins quick edits (a word typed) into one step of undo', () => {
    let state = edit(emptyHistory, 'w', 1_000);
    state = edit(state, 'wo', 1_200);
    state = edit(state, 'word', 1_500);
    expect(state.past).toEqual(['start']);
    expect(historyReducer(state, { type: 'undo' }).present).toBe('start');
  });

  it('follows its initial text until the first edit, and again after a reset', () => {
    let clock = 0;
    const { result, rerender } = renderHook(({ initial }) => useDraftHistory(initial, () => (clock += 1_000)), {
      initialProps: { initial: null as string | null },
    });
    expect(result.current.text).toBeNull();
    rerender({ initial: 'published' });
    expect(result.current.text).toBe('published');
    act(() => result.current.edit('changed'));
    expect(result.current).toMatchObject({ text: 'changed', canUndo: true, canRedo: false });
    act(() => result.current.undo());
    expect(result.current).toMatchObject({ text: 'published', canUndo: false, canRedo: true });
    act(() => result.current.edit('again'));
    act(() => result.current.reset());
    rerender({ initial: 'next version' });
    expect(result.current).toMatchObject({ text: 'next version', canUndo: false });
  });
});
