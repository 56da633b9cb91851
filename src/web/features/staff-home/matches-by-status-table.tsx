import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { MATCH_STATUSES } from '../../../shared/match-statuses';
import { ColumnHeads } from '../../components/column-heads';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * Matches per status in the order of the match lifecycle, labelled as spec 001 §4.1 words them. A status the
 * server reports that this list does not know is still shown, under its raw value, rather than dropped.
 */
export function MatchesByStatusTable({ matchesByStatus }: { matchesByStatus: Record<string, number> }) {
  const known = new Set<string>(MATCH_STATUSES.map(([value]) => value));
  const rows: [string, string, number][] = [
    ...MATCH_STATUSES.map(([value, label]): [string, string, number] => [value, label, matchesByStatus[value] ?? 0]),
    ...Object.entries(matchesByStatus)
      .filter(([value]) => !known.has(value))
      .map(([value, n]): [string, string, number] => [value, value, n]),
  ];
  const total = rows.reduce((sum, [, , n]) => sum + n, 0);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby="matches-by-status-heading">
        <ColumnHeads labels={['Status', 'Matches']} numeric={['Matches']} />
        <TableBody>
          {rows.map(([value, label, n]) => (
            <TableRow key={value}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{numberFormat.format(n)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {numberFormat.format(total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
