import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { updateMySettings } from '../../api/settings/update-my-settings';
import { useMySettings } from '../../api/settings/use-my-settings';
import { VisuallyHidden } from '../../components/visually-hidden';
import { NEWSLETTER } from '../../layouts/marketing-links';

/** Subscribe Now on the app itself (docs/decisions.md, "Subscribe Now"): the subscription is one of the person's settings. */
function OwnSubscription({ userId }: { userId: number }) {
  const settings = useMySettings(userId);
  const [error, setError] = useState<string | null>(null);
  const subscribed = settings.data?.newsletter;

  async function change(newsletter: boolean): Promise<void> {
    setError(null);
    try {
      await settings.mutate(updateMySettings(userId, { newsletter }), { populateCache: true, revalidate: false });
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : 'Please try again.');
    }
  }

  if (subscribed === undefined) return null;
  return (
    <>
      {subscribed ? (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            You are subscribed. The newsletter comes to the e-mail address you sign in with.
          </Typography>
          <Button variant="text" onClick={() => void change(false)}>
            Unsubscribe
          </Button>
        </>
      ) : (
        <Button variant="outlined" onClick={() => void change(true)}>
          Subscribe Now
        </Button>
      )}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * The newsletter invitation (spec 000 §1 Subscribe Now): the marketing site's sign-up where one is configured,
 * otherwise a subscription the app records itself, so the link is there wherever the app runs.
 */
export function NewsletterCard({ userId }: { userId: number }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="newsletter-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="newsletter-heading" variant="h2" sx={{ mb: 1 }}>
        Our newsletter
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Education hiring news, new openings and job search tips in your inbox.
      </Typography>
      {NEWSLETTER === null ? (
        <OwnSubscription userId={userId} />
      ) : (
        <Button variant="outlined" href={NEWSLETTER.href} target="_blank" rel="noopener">
          {NEWSLETTER.label}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Button>
      )}
    </Paper>
  );
}
