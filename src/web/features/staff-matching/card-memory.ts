import { useCallback, useMemo, useState } from 'react';

/**
 * What a pipeline remembers of its cards across a move: a moved match's card leaves one status section for
 * another (React mounts it afresh), and the person should find it still open, with the word that it moved.
 */
export interface CardMemory {
  isOpen(id: number): boolean;
  setOpen(id: number, open: boolean): void;
  notice(id: number): string | null;
  setNotice(id: number, text: string | null): void;
}

export function useCardMemory(initiallyOpen: number | null): CardMemory {
  const [open, setOpenIds] = useState<ReadonlySet<number>>(() => new Set(initiallyOpen === null ? [] : [initiallyOpen]));
  const [notices, setNotices] = useState<ReadonlyMap<number, string>>(() => new Map());
  const setOpen = useCallback((id: number, value: boolean) => {
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (value) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setNotice = useCallback((id: number, text: string | null) => {
    setNotices((previous) => {
      const next = new Map(previous);
      if (text === null) next.delete(id);
      else next.set(id, text);
      return next;
    });
  }, []);
  return useMemo(() => ({ isOpen: (id) => open.has(id), setOpen, notice: (id) => notices.get(id) ?? null, setNotice }), [open, notices, setOpen, setNotice]);
}
