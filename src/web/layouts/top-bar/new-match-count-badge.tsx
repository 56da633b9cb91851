import Box from '@mui/material/Box';
import { visuallyHiddenSx } from '../../components/visually-hidden-sx';

interface NewMatchCountBadgeProps {
  count: number;
  /** The id of the spoken text; the entry it sits in points its aria-describedby here. */
  descriptionId: string;
}

export function newMatchesText(count: number): string {
  return count === 1 ? '1 new match' : `${count} new matches`;
}

/**
 * The new-match count beside a matches entry: a pill for the eye, and "3 new matches" for a screen reader as
 * the entry's description, so the entry's name stays "Matches" however the count changes. Nothing at 0.
 */
export function NewMatchCountBadge({ count, descriptionId }: NewMatchCountBadgeProps) {
  if (count <= 0) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          ml: 1,
          px: 0.75,
          minWidth: 20,
          lineHeight: '20px',
          borderRadius: 10,
          fontSize: '0.75rem',
          fontWeight: 700,
          textAlign: 'center',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        {count > 99 ? '99+' : count}
      </Box>
      <Box component="span" id={descriptionId} aria-hidden="true" sx={visuallyHiddenSx}>
        {newMatchesText(count)}
      </Box>
    </>
  );
}
