import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { updateMySettings } from '../../api/settings/update-my-settings';
import { useMySettings } from '../../api/settings/use-my-settings';
import { LoadFailure } from '../../components/load-failure';

export const OPEN_TO_MATCHING_LABEL = 'Open to matching';

/**
 * The job seeker's Open to matching switch. It moves at once (optimistic) and is saved with PATCH; if the
 * save fails it moves back and says why. Everything showing the setting (the dashboard's View My Matches)
 * reads the same cache entry, so it follows.
 */
export function MatchingSetting({ userId }: { userId: number }) {
  const settings = useMySettings(userId);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function toggle(openToMatching: boolean): Promise<void> {
    setSaveError(null);
    setSaved(false);
    try {
      await settings.mutate(updateMySettings(userId, { openToMatching }), {
        optimisticData: (current) => ({ newsletter: false, ...current, openToMatching }),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
      setSaved(true);
    } catch (cause) {
      setSaveError(isApiError(cause) ? cause.message : 'Please try again.');
    }
  }

  let control;
  if (settings.data !== undefined) {
    control = (
      <FormControlLabel
        control={<Switch checked={settings.data.openToMatching} onChange={(event) => void toggle(event.target.checked)} />}
        label={OPEN_TO_MATCHING_LABEL}
      />
    );
  } else if (settings.error !== undefined) {
    control = <LoadFailure what="Your matching preference could not be loaded." message={settings.error.message} onRetry={() => void settings.mutate()} />;
  } else {
    control = <Skeleton width={200} height={38} />;
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="matching-setting-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="matching-setting-heading" variant="h2" sx={{ mb: 1 }}>
        Matching
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        While this is on, we match you with roles that fit your profile. Turn it off to pause new matches.
      </Typography>
      {control}
      <div role="status">
        {saved && (
          <Typography variant="body2" color="text.secondary">
            Your matching preference was saved.
          </Typography>
        )}
      </div>
      {saveError !== null && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          Your matching preference could not be saved. {saveError}
        </Alert>
      )}
    </Paper>
  );
}
