import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';

/**
 * While the draft has edits the server does not hold yet, leaving asks first: an in-app link ("Question flows",
 * the top bar) through the router's blocker, a reload or a closed tab through the browser's own question.
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave before your draft is saved?"
      description="Your last changes have not reached the server yet. If you leave now, they will be lost."
      confirmLabel="Leave without saving"
      onClose={() => blocker.reset()}
      onConfirm={async () => blocker.proceed()}
    />
  );
}
