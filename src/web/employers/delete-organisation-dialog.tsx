import { useNavigate } from 'react-router-dom';
import { deleteOrganisation } from '../api/account/delete-organisation';
import { PasswordDialog } from '../components/password-dialog';
import { AFTER_DELETION_PATH, type DeletionState } from '../navigation/after-deletion';

interface DeleteOrganisationDialogProps {
  employerId: number;
  /** The organisation's name; undefined while it is not known. */
  name: string | undefined;
  onClose: () => void;
}

/**
 * Deleting an organisation, confirmed with the password (DELETE /api/employers/{id}/), from the settings' danger
 * zone or the company dashboard. The server signs every member out; the deletion ends at /logout, which removes
 * this session's token: removing it here, on a guarded page, would have the route guard send the person to /login.
 */
export function DeleteOrganisationDialog({ employerId, name, onClose }: DeleteOrganisationDialogProps) {
  const navigate = useNavigate();

  async function remove(password: string): Promise<void> {
    await deleteOrganisation(employerId, password);
    // The home page says what happened: the organisation is gone, the person's own account stays.
    const state: DeletionState = { deletedOrganisation: name ?? 'Your organization' };
    void navigate(AFTER_DELETION_PATH, { state });
  }

  return (
    <PasswordDialog
      title={`Delete ${name ?? 'your organization'}?`}
      description="The organization, its roles and its matches will be deleted for good, and every member signed out. Enter your password to confirm."
      confirmLabel="Delete organization permanently"
      danger
      onClose={onClose}
      onConfirm={remove}
    />
  );
}
