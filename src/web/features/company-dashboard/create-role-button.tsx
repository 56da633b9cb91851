import Alert from '@mui/material/Alert';
import type { ButtonProps } from '@mui/material/Button';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { createRole } from '../../api/roles/create-role';

/** Create role: a new draft (POST /api/employer/role/), then its first screen, /role/{uuid}/intro. */
export function CreateRoleButton({ variant = 'contained' }: { variant?: ButtonProps['variant'] }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function create(): Promise<void> {
    setPending(true);
    setFailure(null);
    try {
      const role = await createRole();
      void navigate(`/role/${encodeURIComponent(role.uuid)}/intro`);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE);
      setPending(false);
    }
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant={variant} loading={pending} onClick={() => void create()}>
        Create role
      </Button>
      {failure !== null && (
        <Alert severity="error" role="alert">
          The role could not be created. {failure}
        </Alert>
      )}
    </Stack>
  );
}
