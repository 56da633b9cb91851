import { useCallback, useReducer } from 'react';

/** Edits closer together than this are one step of undo: a word typed into a label is undone at once, not per key. */
const COALESCE_MS = 700;
/** Enough for an afternoon's edits; the oldest go first. */
const LIMIT = 200;

export interface HistoryState {
  past: string[];
  present: string | null;
  future: string[];
  /** When the present was last set by an edit, for coalescing; 0 after an undo, redo or reset. */
  editedAt: number;
}

export type HistoryAction =
  { type: 'edit'; text: string; at: number; base: string | null } | { type: 'undo' } | { type: 'redo' } | { type: 'reset'; text: string | null };

export const emptyHistory: HistoryState = { past: [], present: null, future: [], editedAt: 0 };

/** The draft's history of texts: each edit pushes the text before it (or joins the last edit when quick), undo and redo walk it. */
export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case 'edit': {
      // Before the first edit the hook shows its initial text (`base`): that is what Undo goes back to.
      if (state.present === null && action.base !== null) state = { ...state, present: action.base };
      if (action.text === state.present) return state;
      const joins = state.present !== null && state.past.length > 0 && state.editedAt > 0 && action.at - state.editedAt < COALESCE_MS;
      const past = joins || state.present === null ? state.past : [...state.past, state.present].slice(-LIMIT);
      return { past, present: action.text, future: [], editedAt: action.at };
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (previous === undefined || state.present === null) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], editedAt: 0 };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (next === undefined || state.present === null) return state;
      return { past: [...state.past, state.present], present: next, future, editedAt: 0 };
    }
    case 'reset':
      return { ...emptyHistory, present: action.text };
  }
}

export interface DraftHistory {
  /** The draft's text: the initial text until the first edit; null while that is not known either. */
  text: string | null;
  edit: (text: string) => void;
  undo: () => void;
  redo: () => void;
  /** Starts over with no history, at the initial text (published, discarded). */
  reset: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * One history of draft texts for the form and the JSON editor alike, so Undo takes back the last change wherever it
 * was made. Until the first edit it shows `initial` (the saved draft, or the published version as the next one).
 */
export function useDraftHistory(initial: string | null, now: () => number = Date.now): DraftHistory {
  const [state, dispatch] = useReducer(historyReducer, emptyHistory);
  const text = state.present ?? initial;
  const edit = useCallback((next: string) => dispatch({ type: 'edit', text: next, at: now(), base: text }), [now, text]);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset', text: null }), []);
  return { text, edit, undo, redo, reset, canUndo: state.past.length > 0, canRedo: state.future.length > 0 };
}
