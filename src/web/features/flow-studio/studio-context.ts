import { createContext, useContext } from 'react';
import type { Flow, FlowDocument } from '../../../flows';
import type { FlowProblem } from '../../api/staff/flow-studio-api';

/** What every part of the draft editor reads and how it writes: shared through context rather than passed down each level. */
export interface StudioDraft {
  flowId: string;
  /** The published version the draft moves people from: its ops' `migrateFrom.version`. */
  currentVersion: number;
  /** That version as written: what saved answers hold. */
  published: FlowDocument;
  /** That version as served (shared lists resolved); null while it loads. */
  publishedResolved: Flow | null;
  /** The draft as written (shared lists by `$ref`). */
  document: FlowDocument;
  /** The draft as the server serves it (shared lists resolved), once checked; null before or when it does not load. */
  resolved: Flow | null;
  /** The server's problems with the draft, as last checked. */
  problems: readonly FlowProblem[];
  /** Replaces the draft (one step of undo). */
  edit: (document: FlowDocument) => void;
}

export const StudioDraftContext = createContext<StudioDraft | null>(null);

export function useStudioDraft(): StudioDraft {
  const draft = useContext(StudioDraftContext);
  if (!draft) throw new Error('useStudioDraft is used outside the flow studio');
  return draft;
}
