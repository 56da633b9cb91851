import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { useMySettings } from '../../api/settings/use-my-settings';
import { COMPLETE_CORE_PROFILE_TEXT, MATCHING_OFF_TEXT } from '../../matches/matching-texts';

interface ViewMatchesButtonProps {
  coreProfileComplete: boolean;
  /** Whose Open to matching setting decides; the button reads it itself. */
  userId: number;
}

/**
 * View My Matches (spec 000 §6): enabled only when Open to matching is on and Core Profile is complete;
 * otherwise disabled with the spec's sentence, or, when only the setting is off, why and where to turn it on. It stays a button in both states, so it is found the same way
 * whether or not it can be used.
 */
export function ViewMatchesButton({ coreProfileComplete, userId }: ViewMatchesButtonProps) {
  // Read here, not by the home: the settings arrive after the home has drawn, and only this button changes then.
  const settings = useMySettings(userId);
  // A settings call that failed leaves matching unknown; the button then stays off rather than spin forever.
  const openToMatching = settings.data?.openToMatching ?? (settings.error !== undefined ? false : undefined);
  const navigate = useNavigate();
  const reasonId = useId();
  const enabled = coreProfileComplete && openToMatching === true;
  const settled = openToMatching !== undefined;
  // Someone whose Core Profile is done only lacks the setting: the spec's sentence alone would mislead them.
  const matchingOff = coreProfileComplete && openToMatching === false;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        size="large"
        disabled={!enabled}
        aria-describedby={enabled || !settled ? undefined : reasonId}
        onClick={() => void navigate('/matching')}
      >
        View My Matches
      </Button>
      {!enabled && settled && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {matchingOff ? MATCHING_OFF_TEXT : COMPLETE_CORE_PROFILE_TEXT}
        </Typography>
      )}
      {matchingOff && (
        <Link component={RouterLink} to="/settings" variant="body2">
          Turn on Open to matching in Settings
        </Link>
      )}
    </Stack>
  );
}
