import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MATCH_STATUSES } from '../../../shared/match-statuses';
import { statusWords } from './status-words';

const ORDER = new Map<string, number>(MATCH_STATUSES.map(([value], index) => [value, index]));

/**
 * A role's matches per status, in lifecycle order, one chip each ("2 Confirm match"); statuses with none are left
 * out, and `empty` is said when none is left.
 */
export function StatusCountChips({ counts, label, empty = 'No matches yet.' }: { counts: Record<string, number>; label: string; empty?: string }) {
  const entries = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (ORDER.get(a) ?? 99) - (ORDER.get(b) ?? 99));
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {entries.map(([status, n]) => (
        <li key={status}>
          <Chip size="small" label={`${n} ${statusWords(status)}`} />
        </li>
      ))}
    </Box>
  );
}
