import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { updateViewedTermVersion } from '../../api/account/update-viewed-term-version';
import { useMyProfile } from '../../api/account/use-my-profile';
import { isApiError } from '../../api/api-error';
import { useLatestTerms } from '../../api/terms/use-latest-terms';
import { VisuallyHidden } from '../../components/visually-hidden';
import { TERMS_OF_SERVICE } from '../../layouts/marketing-links';

export const TERMS_BANNER_LABEL = 'Terms of Service update';

/**
 * The terms-of-service-updated banner (spec 000 §4): shown while the version the person last confirmed differs
 * from the latest one. Confirm and Dismiss saves the latest version on the profile, then reloads the profile,
 * which hides the banner. Nothing shows while either side is unknown: a failed terms call is no reason to nag.
 */
export function TermsBanner() {
  const profile = useMyProfile();
  const terms = useLatestTerms();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (profile.data === undefined || terms.data === undefined) return null;
  const latest = terms.data.latestVersion;
  if (typeof latest !== 'number' || profile.data.viewedTermVersion === latest) return null;
  const userId = profile.data.user;

  async function confirm(): Promise<void> {
    setSaving(true);
    setError(null);
    try {
      const updated = await updateViewedTermVersion(userId, latest);
      await profile.mutate(updated, { revalidate: true });
      // The button is gone with the banner; put focus back at the top of the page rather than nowhere.
      document.querySelector<HTMLElement>('main h1')?.focus();
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : 'Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert severity="info" role="region" aria-label={TERMS_BANNER_LABEL}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1.5, md: 3 }} sx={{ alignItems: { md: 'center' } }}>
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            Our{' '}
            <Link href={TERMS_OF_SERVICE.href} target="_blank" rel="noopener">
              Terms of Service
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>{' '}
            have been updated. Please review them, then confirm to dismiss this message.
          </Typography>
          <Button
            variant="contained"
            size="small"
            disabled={saving}
            onClick={() => void confirm()}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
          >
            Confirm and Dismiss
          </Button>
        </Stack>
        {error !== null && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            Your confirmation could not be saved. {error}
          </Typography>
        )}
      </Alert>
    </Container>
  );
}
