import { deleteRole } from '../../api/roles/delete-role';
import { ConfirmDialog } from '../../components/confirm-dialog';

interface DeleteRoleDialogProps {
  uuid: string;
  /** The role's title in words ("Untitled role" without one). */
  title: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before a role is deleted for good (DELETE /api/employer/role/{uuid}/); a refusal keeps the role and says why. */
export function DeleteRoleDialog({ uuid, title, onClose, onDeleted }: DeleteRoleDialogProps) {
  return (
    <ConfirmDialog
      title={`Delete “${title}”?`}
      description="The role, its answers, staff feedback and matches will be deleted for good. This cannot be undone."
      confirmLabel="Delete role"
      danger
      onClose={onClose}
      onConfirm={async () => {
        await deleteRole(uuid);
        onDeleted();
      }}
    />
  );
}
