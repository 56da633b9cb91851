import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ColumnHeads } from '../../components/column-heads';

export interface RuleRow {
  key: string;
  name: string;
  /** "Passed" or "16 / 20". */
  result: ReactNode;
  role: string;
  jobseeker: string;
  why: string;
}

interface RuleTableProps {
  label: string;
  /** The first two columns' heads: "Filter" and "Result", or "Factor" and "Points". */
  heads: readonly [string, string];
  /** Whether the result column holds numbers, aligned right. */
  numeric?: boolean;
  rows: readonly RuleRow[];
}

/**
 * A filter's or factor's outcome with both sides' values and the reason. From a tablet up, a table whose columns
 * line up for comparing; on a phone, where five columns would leave the reason off screen, one block per rule
 * with the reason first and each value labelled.
 */
export function RuleTable({ label, heads, numeric = false, rows }: RuleTableProps) {
  return (
    <>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label} sx={{ display: { xs: 'none', sm: 'block' } }}>
        <Table size="small" aria-label={label}>
          <ColumnHeads labels={[...heads, 'Role', 'Job seeker', 'Why']} numeric={numeric ? [heads[1]] : []} />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell align={numeric ? 'right' : undefined} sx={{ whiteSpace: 'nowrap' }}>
                  {row.result}
                </TableCell>
                <TableCell>{row.role}</TableCell>
                <TableCell>{row.jobseeker}</TableCell>
                <TableCell sx={{ minWidth: 220 }}>{row.why}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Paper component="li" key={row.key} variant="outlined" sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {row.name}
              </Typography>
              <Box sx={{ flexShrink: 0 }}>{row.result}</Box>
            </Box>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {row.why}
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.5, typography: 'body2' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Role
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {row.role}
              </Box>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Job seeker
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {row.jobseeker}
              </Box>
            </Box>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
