import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { sendReferral } from '../../api/referrals/send-referral';
import type { ReferralAccountType } from '../../api/referrals/send-referral';
import { RequiredTextField } from '../../components/required-text-field';
import { asTextFieldProps, textFieldBinder } from '../../components/text-field-binding';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';
import type { ReferralErrors, ReferralField, ReferralValues } from './referral-values';
import { EMPTY_REFERRAL, referralInput, splitServerErrors, validateReferral } from './referral-values';
import { showToast } from '../../components/toasts';
import { FailureAlert } from '../../components/form-outcome';

interface ReferAFriendCardProps {
  /** The referrer's own user id: invitations go out in their name. */
  userId: number;
}

/**
 * Refer a Friend (spec 000 §1, §7): the friend's name, e-mail and account type; the invitation is e-mailed
 * on the referrer's behalf. A refused or failed send keeps everything typed; a sent one empties the form.
 */
export function ReferAFriendCard({ userId }: ReferAFriendCardProps) {
  const [values, setValues] = useState<ReferralValues>(EMPTY_REFERRAL);
  const [errors, setErrors] = useState<ReferralErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();

  function change(field: ReferralField, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const field = textFieldBinder(values, errors, change);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending) return;
    const invalid = validateReferral(values);
    setErrors(invalid);
    setFormError(null);
    if (Object.keys(invalid).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    try {
      await sendReferral(referralInput(userId, values));
      void showToast(`Your invitation was sent to ${values.firstName.trim()} ${values.lastName.trim()}.`, { variant: 'success' });
      setValues(EMPTY_REFERRAL);
    } catch (cause) {
      if (isApiError(cause) && cause.status === 400) {
        const { fields, other } = splitServerErrors(cause.body);
        setErrors(fields);
        setFormError(other.length > 0 ? other.join(' ') : Object.keys(fields).length === 0 ? cause.message : null);
        focusFirstInvalid();
      } else {
        setFormError(isApiError(cause) ? cause.message : 'Your invitation could not be sent. Please try again.');
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="refer-a-friend-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="refer-a-friend-heading" variant="h2" sx={{ mb: 1 }}>
        Refer a Friend
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Know someone who would fit in education? We will e-mail them an invitation in your name.
      </Typography>
      <Stack component="form" ref={formRef} noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-labelledby="refer-a-friend-heading">
        <RequiredTextField label="First name" {...field('firstName')} />
        <RequiredTextField label="Last name" {...field('lastName')} />
        <RequiredTextField label="Email" type="email" {...field('email')} />
        <FormControl error={errors.accountType !== undefined}>
          <FormLabel id="referral-account-type">Account type</FormLabel>
          <RadioGroup
            row
            aria-labelledby="referral-account-type"
            name="accountType"
            value={values.accountType}
            onChange={(event) => change('accountType', event.target.value as ReferralAccountType)}
          >
            <FormControlLabel value="jobseeker" control={<Radio />} label="Job seeker" />
            <FormControlLabel value="employer" control={<Radio />} label="Employer" />
          </RadioGroup>
          {errors.accountType !== undefined && <FormHelperText>{errors.accountType}</FormHelperText>}
        </FormControl>
        {values.accountType === 'employer' && (
          <TextField label="Organization (optional)" autoComplete="off" {...asTextFieldProps(field('organization'))} fullWidth />
        )}
        <FailureAlert message={formError} />
        <Button type="submit" variant="contained" disabled={sending} sx={{ alignSelf: 'flex-start' }}>
          Send Invitation
        </Button>
      </Stack>
    </Paper>
  );
}
