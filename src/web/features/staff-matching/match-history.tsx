import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMatchEvents } from '../../api/matching/matches-api';
import { LoadFailure } from '../../components/load-failure';
import { formatDateTime } from '../../components/format-date';
import { LoadingRows } from './loading-rows';
import { statusWords } from './status-words';

const when = formatDateTime;

const ROLE_WORDS: Record<string, string> = { staff: 'staff', employee: 'employer', jobseeker: 'job seeker' };

/** A match's history from its creation on (GET /api/matches/{id}/events/): who, from what, to what, when, note. */
export function MatchHistory({ matchId, label }: { matchId: number; label: string }) {
  const events = useMatchEvents(matchId);
  if (events.data === undefined) {
    return events.error !== undefined ? (
      <LoadFailure what="The history could not be loaded." message={events.error.message} onRetry={() => void events.mutate()} />
    ) : (
      <LoadingRows label="Loading the history" rows={1} height={48} />
    );
  }
  if (events.data.length === 0) return <Typography variant="body2">No history recorded.</Typography>;
  return (
    <Box component="ol" aria-label={label} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
      {events.data.map((event) => {
        const actor =
          event.actor === null
            ? 'The system'
            : `${event.actor.firstName} ${event.actor.lastName} (${ROLE_WORDS[event.actor.userType] ?? event.actor.userType})`;
        return (
          <li key={event.id}>
            <Typography variant="body2">
              <strong>
                {event.fromStatus === null ? `Created as ${statusWords(event.toStatus)}` : `${statusWords(event.fromStatus)} → ${statusWords(event.toStatus)}`}
              </strong>
              {' · '}
              {actor}
              {' · '}
              <time dateTime={event.createdAt}>{when(event.createdAt)}</time>
            </Typography>
            {event.note !== null && event.note !== '' && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                “{event.note}”
              </Typography>
            )}
          </li>
        );
      })}
    </Box>
  );
}
