import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** At first this many changes are shown; the rest one click away. */
const SHOWN = 3;

/** A version's changes from the one before, in words, the first few shown and the rest on demand. */
export function VersionChanges({ changes, first }: { changes: readonly string[]; first: boolean }) {
  const [all, setAll] = useState(false);
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {first ? 'The first version.' : 'No change to the questions.'}
      </Typography>
    );
  }
  const shown = all ? changes : changes.slice(0, SHOWN);
  return (
    <>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {shown.map((change, index) => (
          <li key={index}>
            <Typography variant="body2">{change}</Typography>
          </li>
        ))}
      </ul>
      {changes.length > SHOWN && (
        <Button size="small" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? 'Show fewer' : `Show all ${changes.length} changes`}
        </Button>
      )}
    </>
  );
}
