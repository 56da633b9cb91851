import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { matchStatusLabel } from '../../../shared/match-statuses';
import type { MatchEvent } from '../../api/matching/matches-api';
import { useMatchEvents } from '../../api/matching/matches-api';
import { formatDate } from '../../components/format-date';

function actorName(event: MatchEvent): string {
  if (event.actor === null) return 'Automatically';
  // Employers see the provider's people as "our team": names of staff are not theirs to know.
  if (event.actor.userType === 'staff') return 'Our team';
  return `${event.actor.firstName} ${event.actor.lastName}`.trim();
}

function changeText(event: MatchEvent): string {
  if (event.fromStatus === null) return `Matched (${matchStatusLabel(event.toStatus)})`;
  return `${matchStatusLabel(event.fromStatus)} → ${matchStatusLabel(event.toStatus)}`;
}

/** The match's history, newest last: who moved it from what to what, when, and their note. */
export function MatchHistory({ matchId }: { matchId: number }) {
  const events = useMatchEvents(matchId);
  if (events.data === undefined) {
    if (events.error !== undefined) {
      return (
        <Typography variant="body2" color="text.secondary">
          The history could not be loaded. {events.error.message}
        </Typography>
      );
    }
    return <Skeleton variant="rounded" height={48} aria-label="Loading the history" />;
  }
  if (events.data.length === 0) return <Typography variant="body2">No history yet.</Typography>;
  return (
    <Box component="ol" aria-label="History" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
      {events.data.map((event) => (
        <li key={event.id}>
          <Typography variant="body2">
            <time dateTime={event.createdAt}>{formatDate(event.createdAt)}</time>: {changeText(event)} · {actorName(event)}
          </Typography>
          {event.note !== null && event.note.trim() !== '' && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
              “{event.note}”
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}
