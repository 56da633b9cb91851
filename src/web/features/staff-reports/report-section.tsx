import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ApiError } from '../../api/api-error';
import { LoadFailure } from '../../components/load-failure';
import { downloadCsv } from './csv-file';
import { ScrollingTableBox } from './scrolling-table-box';

export type Cell = string | number | boolean | null;

/** What a hidden count (one rounded to 5: from 1 to 9 people) reads as, on the page and in its CSV. */
export const HIDDEN_COUNT = 'fewer than 10';

export const money = (value: number | null): string =>
  value === null ? 'By agreement' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const count = (value: number | null): string => (value === null ? HIDDEN_COUNT : value.toLocaleString('en-US'));
export const percent = (value: number | null): string => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

interface ReportSectionProps {
  title: string;
  /** What the section is called in its CSV file name. */
  file: string;
  loading: boolean;
  error: ApiError | undefined;
  onRetry: () => void;
  header: readonly string[];
  /** The rows as shown; the CSV holds the same words. */
  rows: readonly Cell[][];
  children?: ReactNode;
  below?: ReactNode;
}

/**
 * Past this many rows a table scrolls in a box of its own with its header kept in view: every stage by every group
 * ran to 22,000 px on a phone, and the sections after it were out of reach.
 */
const ROWS_BEFORE_SCROLLING = 25;

/** A report's heading, its chart or words (`children`), its table and an Export CSV button for that table. */
export function ReportSection({ title, file, loading, error, onRetry, header, rows, children, below }: ReportSectionProps) {
  const id = `report-${file}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id={id} component="h2" variant="h5">
          {title}
        </Typography>
        <Button variant="outlined" onClick={() => downloadCsv(file, header, rows)} disabled={rows.length === 0} aria-label={`Export CSV: ${title}`}>
          Export CSV
        </Button>
      </Box>
      {error && <LoadFailure what={`${title} could not be loaded.`} message={error.message} onRetry={onRetry} />}
      {loading && !error && <Skeleton height={160} aria-label={`Loading ${title}`} />}
      {!loading && !error && (
        <>
          {children}
          <ScrollingTableBox label={`${title} table, ${rows.length} rows`} maxHeight={rows.length > ROWS_BEFORE_SCROLLING ? 560 : undefined}>
            <Table size="small" aria-label={title} stickyHeader={rows.length > ROWS_BEFORE_SCROLLING}>
              <TableHead>
                <TableRow>
                  {header.map((name) => (
                    <TableCell key={name}>{name}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={index}>
                    {row.map((value, column) => (
                      <TableCell key={column}>{value === null ? '—' : String(value)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollingTableBox>
          {below}
        </>
      )}
    </Paper>
  );
}
