import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { isValidEmail } from '../../../shared/email-address';
import type { CoworkerInvitation } from '../../api/team/invite-coworker';
import { inviteCoworker } from '../../api/team/invite-coworker';
import { RequiredTextField } from '../../components/required-text-field';
import { splitServerErrors } from '../../components/split-server-errors';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';
import { PERMISSIONS } from './permission-labels';

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'jobTitle';
type Errors = Partial<Record<TextFieldName, string>>;

const EMPTY: CoworkerInvitation = { firstName: '', lastName: '', email: '', jobTitle: '', canAccessMatching: false, canEditRoles: true, isTeamAdmin: false };

function validate(values: CoworkerInvitation): Errors {
  const errors: Errors = {};
  if (values.firstName.trim() === '') errors.firstName = 'Enter their first name.';
  if (values.lastName.trim() === '') errors.lastName = 'Enter their last name.';
  if (values.email.trim() === '') errors.email = 'Enter their e-mail address.';
  else if (!isValidEmail(values.email.trim())) errors.email = 'Enter a valid e-mail address.';
  return errors;
}

interface InviteCoworkerDialogProps {
  onClose: () => void;
  /** The invitation went out, to this address. */
  onInvited: (email: string) => void;
}

/**
 * Invite a coworker (POST /api/user/create_coworker/): their name, e-mail, job title and the three permissions.
 * They get an e-mail with a link to claim the account. What was typed stays when the call fails.
 */
export function InviteCoworkerDialog({ onClose, onInvited }: InviteCoworkerDialogProps) {
  const idPrefix = useId();
  const [values, setValues] = useState<CoworkerInvitation>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();

  function change<K extends keyof CoworkerInvitation>(field: K, value: CoworkerInvitation[K]): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const email = values.email.trim();
      await inviteCoworker({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email, jobTitle: values.jobTitle.trim() });
      onInvited(email);
    } catch (error) {
      const { fieldErrors, general } = splitServerErrors(error, {
        firstName: 'firstName',
        lastName: 'lastName',
        email: 'email',
        jobTitle: 'jobTitle',
      } as const);
      setErrors(fieldErrors);
      setFailure(general);
      if (Object.keys(fieldErrors).length > 0) focusFirstInvalid();
      setSubmitting(false);
    }
  }

  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="sm">
      <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>Invite a coworker</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              We create their account and e-mail them a link to choose a password. First name, last name and e-mail are required.
            </DialogContentText>
            {failure !== null && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <RequiredTextField
                label="First name"
                name="firstName"
                autoComplete="off"
                value={values.firstName}
                onChange={(value) => change('firstName', value)}
                error={errors.firstName}
              />
              <RequiredTextField
                label="Last name"
                name="lastName"
                autoComplete="off"
                value={values.lastName}
                onChange={(value) => change('lastName', value)}
                error={errors.lastName}
              />
            </Stack>
            <RequiredTextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(value) => change('email', value)}
              error={errors.email}
            />
            <TextField
              label="Job title"
              name="jobTitle"
              value={values.jobTitle}
              onChange={(event) => change('jobTitle', event.target.value)}
              error={errors.jobTitle !== undefined}
              helperText={errors.jobTitle}
              slotProps={{ htmlInput: { maxLength: 150 } }}
              fullWidth
            />
            <FormGroup role="group" aria-label="Permissions">
              {PERMISSIONS.map(({ key, label, description }) => (
                <Box key={key} sx={{ mb: 1 }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={values[key]}
                        onChange={(event) => change(key, event.target.checked)}
                        slotProps={{ input: { 'aria-describedby': `${idPrefix}-${key}` } }}
                      />
                    }
                    label={label}
                  />
                  <Typography id={`${idPrefix}-${key}`} variant="body2" color="text.secondary" sx={{ ml: 6, mt: -0.5 }}>
                    {description}
                  </Typography>
                </Box>
              ))}
            </FormGroup>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
