import Box from '@mui/material/Box';
import { AppDialog } from '../../components/app-dialog';
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
import { useId } from 'react';
import { isValidEmail } from '../../../shared/email-address';
import type { CoworkerInvitation } from '../../api/team/invite-coworker';
import { inviteCoworker } from '../../api/team/invite-coworker';
import { DialogButtons } from '../../components/dialog-buttons';
import { FormOutcomeAlert } from '../../components/form-outcome';
import { RequiredTextField } from '../../components/required-text-field';
import { asTextFieldProps } from '../../components/text-field-binding';
import { useFormState } from '../../components/use-form-state';
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
  const { form, values, outcome, submitting, change, field, refuse, send } = useFormState(EMPTY);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (refuse(validate(values))) return;
    const email = values.email.trim();
    await send(
      async () => {
        await inviteCoworker({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email, jobTitle: values.jobTitle.trim() });
        onInvited(email);
      },
      { firstName: 'firstName', lastName: 'lastName', email: 'email', jobTitle: 'jobTitle' },
    );
  }

  return (
    <AppDialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="sm">
      <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>Invite a coworker</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              We create their account and e-mail them a link to choose a password. First name, last name and e-mail are required.
            </DialogContentText>
            <FormOutcomeAlert outcome={outcome} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <RequiredTextField label="First name" autoComplete="off" {...field('firstName')} />
              <RequiredTextField label="Last name" autoComplete="off" {...field('lastName')} />
            </Stack>
            <RequiredTextField label="E-mail" type="email" autoComplete="off" {...field('email')} />
            <TextField label="Job title" {...asTextFieldProps(field('jobTitle'))} slotProps={{ htmlInput: { maxLength: 150 } }} fullWidth />
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
        <DialogButtons confirmLabel="Send invitation" pending={submitting} onCancel={onClose} />
      </form>
    </AppDialog>
  );
}
