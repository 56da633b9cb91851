import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DeleteOrganisationDialog } from '../../employers/delete-organisation-dialog';

interface DeleteOrganisationSectionProps {
  employerId: number;
  name: string;
}

/** Delete the organisation, for team administrators, confirmed with the password. */
export function DeleteOrganisationSection({ employerId, name }: DeleteOrganisationSectionProps) {
  const [open, setOpen] = useState(false);

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
      {open && <DeleteOrganisationDialog employerId={employerId} name={name} onClose={() => setOpen(false)} />}
    </Paper>
  );
}
