import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { InterestAnswer, JobseekerInterest } from '../../api/matching/matches-api';
import { answerMatchConfirmation, useMatchConfirmation } from '../../api/matching/matches-api';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { roleTitle } from '../../roles/role-title';
import { InterestButtons } from '../../matches/interest-buttons';
import { interestText } from '../../matches/interest-text';
import { LinkAlert } from '../../components/link-alert';

export const MISSING_TOKEN_TEXT = 'This link is incomplete. Open the link in your e-mail again, or sign in to answer on My Matches.';
export const UNKNOWN_TOKEN_TEXT = 'We could not find this match. The link may be mistyped or out of date. Sign in to see your matches.';
export const MOVED_ON_TEXT = 'This match has moved on, so no answer is needed. Sign in to see where it stands.';

/**
 * Where the confirm-match e-mail's link lands (/matching/confirmation?token=…, also /matches/confirmation; public,
 * inside the app layout): the role and organisation, "I'm interested" or "Not interested" with an optional note,
 * then a clear confirmation. The token is the key; no sign-in is needed.
 */
export function MatchConfirmationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <PageHeading>Match confirmation</PageHeading>
      {token === '' ? <SignInHint text={MISSING_TOKEN_TEXT} /> : <Confirmation token={token} />}
    </Stack>
  );
}

function SignInHint({ text }: { text: string }) {
  return (
    <LinkAlert severity="warning" link={{ to: '/matching', label: 'My matches' }}>
      {text}
    </LinkAlert>
  );
}

function Confirmation({ token }: { token: string }) {
  const confirmation = useMatchConfirmation(token);
  // The answer given on this page; the server's `answered` covers an answer given before.
  const [given, setGiven] = useState<JobseekerInterest | null>(null);
  const [changing, setChanging] = useState(false);

  if (confirmation.data === undefined) {
    if (confirmation.error?.status === 404) return <SignInHint text={UNKNOWN_TOKEN_TEXT} />;
    if (confirmation.error !== undefined)
      return <LoadFailure what="The match could not be loaded." message={confirmation.error.message} onRetry={() => void confirmation.mutate()} />;
    return <Skeleton variant="rounded" height={160} aria-label="Loading the match" />;
  }
  const { roleTitle: title, employerName, answered, jobseekerInterest, open } = confirmation.data;
  const previous = answered ? jobseekerInterest : null;

  async function answer(answer: InterestAnswer): Promise<void> {
    await answerMatchConfirmation(token, answer);
    setGiven(answer.interested ? 'interested' : 'not_interested');
    setChanging(false);
  }

  let body;
  if (given !== null) {
    body = (
      <Alert severity="success" role="status">
        Thank you. {interestText(given)}
      </Alert>
    );
  } else if (open && (!answered || changing)) {
    body = (
      <Stack spacing={1.5}>
        <Typography>We think this role fits you. Are you interested? Our team reads your answer and your note before putting you forward.</Typography>
        <InterestButtons onAnswer={answer} />
      </Stack>
    );
  } else if (answered) {
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
          {previous !== null ? interestText(previous) : 'You have already answered this match.'}
        </Alert>
        {open && (
          <Button size="small" onClick={() => setChanging(true)}>
            Change my answer
          </Button>
        )}
      </Stack>
    );
  } else {
    body = <Alert severity="info">{MOVED_ON_TEXT}</Alert>;
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {roleTitle(title)}
          </Typography>
          <Typography>{employerName}</Typography>
        </div>
        {body}
        {(given !== null || answered) && (
          <div>
            <Button component={RouterLink} to="/matching" variant="outlined" size="small">
              See my matches
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
