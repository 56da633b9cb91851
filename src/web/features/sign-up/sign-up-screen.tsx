import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { SignUpUserType } from '../../../shared/user-types';
import { signUp } from '../../api/account/sign-up';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { storeToken } from '../../session/token-store';
import { CredentialsStep } from './credentials-step';
import { NameStep } from './name-step';
import { routeServerErrors } from './route-server-errors';
import type { SignUpErrors, SignUpField, SignUpValues } from './sign-up-values';
import { hasErrors, INITIAL_SIGN_UP_VALUES, validateCredentialsStep, validateNameStep } from './sign-up-values';
import { FailureAlert } from '../../components/form-outcome';
import { LogInPrompt } from './log-in-prompt';

interface SignUpScreenProps {
  accountType: SignUpUserType;
  /** What the form starts with (the name and e-mail read from a resume). */
  initialValues?: Partial<SignUpValues>;
  /** What happens once the account exists and its session is stored; by default the landing redirect at `/`. */
  onSignedUp?: () => void;
}

/** /jobseeker/signup and /employer/signup: the two-step sign-up of spec 000 §2 and §5 (and /signup-with-resume's form). */
export function SignUpScreen({ accountType, initialValues, onSignedUp }: SignUpScreenProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<SignUpValues>(() => ({ ...INITIAL_SIGN_UP_VALUES, ...initialValues }));
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [stepArea, focusFirstInvalid] = useFocusFirstInvalid<HTMLDivElement>();

  function change(field: SignUpField, value: string | boolean): void {
    setValues((current) => ({ ...current, [field]: value }));
    // A message about the old value would now be wrong.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function continueToCredentials(): void {
    const found = validateNameStep(values, accountType);
    setErrors(found);
    if (hasErrors(found)) focusFirstInvalid();
    else setStep(2);
  }

  async function submit(): Promise<void> {
    const found = validateCredentialsStep(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    setGeneral(null);
    try {
      const { token } = await signUp({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        userType: accountType,
        ...(accountType === 'employee' ? { organization: values.organization.trim() } : {}),
      });
      if (typeof token !== 'string' || token === '') {
        // The account exists but no session came back; logging in is the way on.
        setGeneral(UNKNOWN_ERROR_MESSAGE);
        return;
      }
      storeToken(token);
      if (onSignedUp) onSignedUp();
      else void navigate('/', { replace: true });
    } catch (error) {
      const routed = routeServerErrors(error);
      setErrors(routed.fieldErrors);
      setGeneral(routed.general);
      // Back on step 1 the new step's heading takes focus; on step 2 the refused field does.
      if (routed.step === step) focusFirstInvalid();
      setStep(routed.step);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 520, mx: 'auto' }}>
      <Typography variant="overline" component="p">
        Step {step} of 2
      </Typography>
      <FailureAlert message={general} />
      <Box ref={stepArea}>
        {step === 1 ? (
          <NameStep accountType={accountType} values={values} errors={errors} onChange={change} onContinue={continueToCredentials} />
        ) : (
          <CredentialsStep values={values} errors={errors} submitting={submitting} onChange={change} onBack={() => setStep(1)} onSubmit={() => void submit()} />
        )}
      </Box>
      {/* Not inside /signup-with-resume itself, which hands this form its own onSignedUp. */}
      {accountType === 'jobseeker' && onSignedUp === undefined ? (
        <Typography>
          Have a resume to hand?{' '}
          <Link component={RouterLink} to="/signup-with-resume">
            Sign up with your resume
          </Link>{' '}
          and we fill in your name and e-mail from it.
        </Typography>
      ) : null}
      <LogInPrompt />
    </Stack>
  );
}
