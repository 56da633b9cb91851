import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MyProfile } from '../../api/account/use-my-profile';
import { useMyProfile } from '../../api/account/use-my-profile';
import { updateMyDetails } from '../../api/account/update-my-details';
import { FormOutcomeAlert } from '../../components/form-outcome';
import { PageHeading } from '../../components/page-heading';
import { RequiredTextField } from '../../components/required-text-field';
import { useFormState } from '../../components/use-form-state';

type Field = 'firstName' | 'lastName' | 'jobTitle';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const MAX_LENGTH = 150;
const LABELS: Record<Field, string> = { firstName: 'first name', lastName: 'last name', jobTitle: 'job title' };

function validate(values: Values): Errors {
  const errors: Errors = {};
  for (const field of Object.keys(LABELS) as Field[]) {
    const value = values[field].trim();
    if (value === '') errors[field] = `Enter your ${LABELS[field]}.`;
    else if (value.length > MAX_LENGTH) errors[field] = `Your ${LABELS[field]} can be at most ${MAX_LENGTH} characters.`;
  }
  return errors;
}

function DetailsForm({ profile, onSaved }: { profile: MyProfile; onSaved: (profile: MyProfile) => void }) {
  const { form, values, outcome, setOutcome, submitting, field, refuse, send } = useFormState<Values>({
    firstName: profile.firstName,
    lastName: profile.lastName,
    jobTitle: profile.jobTitle ?? '',
  });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setOutcome(null);
    if (refuse(validate(values))) return;
    await send(
      async () => {
        const saved = await updateMyDetails(profile.user, {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          jobTitle: values.jobTitle.trim(),
        });
        setOutcome({ severity: 'success', text: 'Your details are saved.' });
        onSaved(saved);
      },
      { firstName: 'firstName', lastName: 'lastName', jobTitle: 'jobTitle' },
    );
  }

  return (
    <Stack ref={form} component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <FormOutcomeAlert outcome={outcome} />
      <RequiredTextField label="First name" autoComplete="given-name" {...field('firstName')} />
      <RequiredTextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      <RequiredTextField label="Job title" autoComplete="organization-title" {...field('jobTitle')} />
      <div>
        <Button type="submit" variant="contained" loading={submitting}>
          Save details
        </Button>
      </div>
    </Stack>
  );
}

/**
 * /employee/details: the employee's own name and job title (PATCH /api/user/{id}/). The company dashboard sends
 * an employee without a job title here first (spec 000 §2); once it is saved they go on to the dashboard.
 */
export function EmployeeDetailsScreen() {
  const profile = useMyProfile();
  const navigate = useNavigate();

  // The route guard renders this only once the profile is known.
  if (profile.data === undefined) return null;
  const needsJobTitle = (profile.data.jobTitle ?? '').trim() === '';

  function saved(updated: MyProfile): void {
    void profile.mutate(updated, { revalidate: false });
    // Sent here for the missing job title: with it given, on to where they were going.
    if (needsJobTitle) void navigate('/dashboard');
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <PageHeading>Your details</PageHeading>
      {needsJobTitle ? (
        <Alert severity="info" role="note">
          Tell us your job title before you carry on. Coworkers see it beside your name.
        </Alert>
      ) : (
        <Typography>Your coworkers see your name and job title on the team list.</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Signed in as {profile.data.email}. Every field is required.
      </Typography>
      <DetailsForm profile={profile.data} onSaved={saved} />
    </Stack>
  );
}
