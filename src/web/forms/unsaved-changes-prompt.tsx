import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../components/confirm-dialog';
import { clearUnsavedChanges, hasUnsavedChanges } from './unsaved-changes';

/**
 * Holds an in-app navigation (a top-bar link, the browser's Back) away from a step with unsaved edits and asks
 * first. The step's own Continue and Back save before they move and clear the flag, so they pass straight on.
 */
export function UnsavedChangesPrompt({ edited }: { edited: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => edited && hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      description="What you changed on this question has not been saved. If you leave now, it will be lost."
      confirmLabel="Leave without saving"
      onClose={() => blocker.reset()}
      onConfirm={async () => {
        clearUnsavedChanges();
        blocker.proceed();
      }}
    />
  );
}
