import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { Flow } from '../../../flows';
import { fixturePath, useQaFixtures, type FixturePath } from './fixture-path';

/** QA's replay fixtures of the flow: choosing one walks its answers through what the map shows, and the map outlines the walk. */
export function FixturePicker({ flowId, flow, onPath }: { flowId: string; flow: Flow | null; onPath: (path: FixturePath | null) => void }) {
  const fixtures = useQaFixtures(flowId);
  const [name, setName] = useState('');
  const fixture = fixtures.data?.find((candidate) => candidate.name === name);
  // Walked by the engine through the draft once checked, so the path follows the draft too.
  const path = useMemo(() => (fixture && flow ? fixturePath(flow, fixture.answers) : null), [fixture, flow]);
  useEffect(() => onPath(path), [path, onPath]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label="QA fixture"
        value={fixture ? name : ''}
        onChange={(event) => setName(event.target.value)}
        sx={{ minWidth: 280 }}
        helperText={fixtures.error ? 'The QA fixtures could not be loaded.' : undefined}
      >
        <MenuItem value="">None</MenuItem>
        {(fixtures.data ?? []).map((candidate) => (
          <MenuItem key={candidate.name} value={candidate.name}>
            {`${candidate.name} (version ${candidate.version})`}
          </MenuItem>
        ))}
      </TextField>
      {path && (
        <Typography data-testid="fixture-path" color="text.secondary">
          {`Its answers visit ${path.steps.size} ${path.steps.size === 1 ? 'step' : 'steps'} and end at ${path.end}; the path is outlined on the map.`}
        </Typography>
      )}
    </Stack>
  );
}
