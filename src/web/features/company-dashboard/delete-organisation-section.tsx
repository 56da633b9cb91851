import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteOrganisation } from '../../api/account/delete-organisation';
import { PasswordDialog } from '../../components/password-dialog';
import type { DeletionState } from '../../navigation/after-deletion';

/** Where a deletion ends (spec 000 §2, §4): /logout forgets the token, then home with ?referrer=delete. */
const AFTER_DELETION_PATH = '/logout?referrer=delete';

interface DeleteOrganisationSectionProps {
  employerId: number;
  name: string;
}

/**
 * Delete the organisation, for team administrators, confirmed with the password (DELETE /api/employers/{id}/).
 * The server signs every member out; /logout removes this session's token and lands on /?referrer=delete.
 */
export function DeleteOrganisationSection({ employerId, name }: DeleteOrganisationSectionProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  async function remove(password: string): Promise<void> {
    await deleteOrganisation(employerId, password);
    // The home page says what happened: the organisation is gone, the person's own account stays.
    const state: DeletionState = { deletedOrganisation: name };
    void navigate(AFTER_DELETION_PATH, { state });
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="delete-organisation-heading" sx={{ p: { xs: 2, md: 3 }, borderColor: 'error.main' }}>
      <Typography id="delete-organisation-heading" variant="h2" sx={{ mb: 1 }}>
        Delete organization
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Deleting {name} removes its profile, roles and matches, and signs out every member. Member accounts stay, no longer tied to it. It cannot be undone.
      </Typography>
      <Button variant="outlined" color="error" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Delete organization
      </Button>
      {open && (
        <PasswordDialog
          title={`Delete ${name}?`}
          description="The organization, its roles and its matches will be deleted for good, and every member signed out. Enter your password to confirm."
          confirmLabel="Delete organization permanently"
          danger
          onClose={() => setOpen(false)}
          onConfirm={remove}
        />
      )}
    </Paper>
  );
}
