import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { proposalRefusal } from '../../../shared/match-transitions';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import type { Match } from '../../api/matching/matches-api';
import { createMatch, revalidateMatches } from '../../api/matching/matches-api';
import { useRole } from '../../api/roles/use-role';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { roleTitle } from '../../roles/role-title';
import { matchAnchorId, rolePipelinePath } from './matching-paths';
import { statusWords } from './status-words';

interface ProposeMatchButtonProps {
  roleUuid: string;
  jobseekerId: number;
  name: string;
  /** The match this pair already has, if any: then there is nothing to propose. */
  existingMatchId: number | null;
  /** After a refusal: the list is asked again (someone else may have proposed the pair meanwhile). */
  onRefused?: () => void;
  /** The role's filters this person does not pass, in words: proposing them overrides those filters. */
  failedFilters?: readonly string[];
}

/** What proposing does, said before it is done: who, for which role, the e-mail, and any filter overridden. */
function proposalWords(name: string, role: string, failedFilters: readonly string[]): string {
  const words = [`${name} will be proposed for ${role}. An e-mail will ask them the next morning to confirm their interest.`];
  if (failedFilters.length > 0) {
    words.push(
      `They do not pass ${failedFilters.length === 1 ? 'one of the role’s filters' : `${failedFilters.length} of the role’s filters`} (${failedFilters.join('; ')}): the match will record that the filters were overridden.`,
    );
  }
  return words.join(' ');
}

/**
 * Proposes a job seeker for a role (POST /api/matches/), once staff have read who, for which role, that an e-mail
 * will go and which filters it overrides (issue 36 item 15). Once made, the match is shown with its status and a
 * way to its pipeline, and the button is disabled so the pair is not sent twice. On a role that is not open
 * (paused, filled, closed) it is disabled with the reason, the sentence the server would refuse with.
 */
export function ProposeMatchButton({ roleUuid, jobseekerId, name, existingMatchId, onRefused, failedFilters = [] }: ProposeMatchButtonProps) {
  const { mutate } = useSWRConfig();
  const reasonId = useId();
  // The role's page header reads the same role: one request for both.
  const role = useRole(roleUuid);
  const closed = role.data === undefined ? null : proposalRefusal(role.data.status);
  const [asking, setAsking] = useState(false);
  const [created, setCreated] = useState<Match | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function propose(): Promise<void> {
    setFailure(null);
    try {
      const match = await createMatch({ role: roleUuid, jobseeker: jobseekerId });
      setCreated(match);
      setAsking(false);
      void revalidateMatches(mutate);
    } catch (error) {
      // Said beside the button once the dialog is closed, as well as in the dialog itself.
      setFailure(isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE);
      onRefused?.();
      throw error;
    }
  }

  const matchId = created?.id ?? existingMatchId;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        variant={matchId === null ? 'contained' : 'outlined'}
        size="small"
        disabled={matchId !== null || closed !== null || role.data === undefined}
        onClick={() => setAsking(true)}
        aria-label={matchId === null ? `Propose match: ${name}` : `Match proposed: ${name}`}
        aria-describedby={matchId === null && closed !== null ? reasonId : undefined}
      >
        {matchId === null ? 'Propose match' : 'Match proposed'}
      </Button>
      {asking && role.data !== undefined && (
        <ConfirmDialog
          title={`Propose ${name}?`}
          description={proposalWords(name, `${roleTitle(role.data.jobTitle)} at ${role.data.employer.name}`, failedFilters)}
          confirmLabel="Propose match"
          onClose={() => setAsking(false)}
          onConfirm={propose}
        />
      )}
      {matchId === null && closed !== null && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {closed}
        </Typography>
      )}
      {created !== null && (
        <Alert severity="success" role="status" sx={{ py: 0 }}>
          Match #{created.id} created: {statusWords(created.status)}.{' '}
          <Link component={RouterLink} to={`${rolePipelinePath(roleUuid)}#${matchAnchorId(created.id)}`}>
            See it in the pipeline
          </Link>
        </Alert>
      )}
      {created === null && existingMatchId !== null && (
        <Link component={RouterLink} variant="body2" to={`${rolePipelinePath(roleUuid)}#${matchAnchorId(existingMatchId)}`}>
          Already matched: see it in the pipeline
        </Link>
      )}
      {failure !== null && !asking && (
        <Alert severity="error" role="alert" sx={{ py: 0 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
