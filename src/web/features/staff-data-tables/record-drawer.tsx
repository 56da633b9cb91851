import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../components/format-date';
import { rowKey, type StaffListColumn, type StaffListRow } from '../../api/staff/staff-lists-api';
import { revealEnteredModal } from '../../components/reveal-entered-modal';

/** Where staff go from a record of each list. */
function recordLinks(listName: string, row: StaffListRow): { label: string; to: string }[] {
  const id = String(row.id);
  switch (listName) {
    case 'jobseekers':
    case 'employees':
      return [{ label: 'Write to them', to: `/messages?person=${id}` }];
    case 'employers':
      return row.slug ? [{ label: 'Public page', to: `/employers/${encodeURIComponent(String(row.slug))}` }] : [];
    case 'roles':
      return [
        { label: 'Review the role', to: `/review/roles/${String(row.uuid)}` },
        { label: 'Its matches', to: `/role/matches/${String(row.uuid)}` },
      ];
    default:
      return [];
  }
}

interface RecordDrawerProps {
  listName: string;
  columns: readonly StaffListColumn[];
  row: StaffListRow | null;
  onClose: () => void;
}

/** A clicked row: every field in words, and the places staff act on the record. */
export function RecordDrawer({ listName, columns, row, onClose }: RecordDrawerProps) {
  const headingId = useId();
  return (
    // MUI makes the drawer's paper a modal dialog; it is announced by the record's heading.
    <Drawer
      anchor="right"
      open={row !== null}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': headingId }, transition: { onEntered: revealEnteredModal } }}
    >
      {row && (
        <Box sx={{ width: { xs: '100vw', sm: 380 }, p: 3 }} role="region" aria-label="Record">
          <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
            Record {String(row.id)}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
            {columns.map((column) => {
              const value = row[rowKey(column.field)];
              const text =
                value === null || value === undefined
                  ? '—'
                  : column.type === 'date'
                    ? formatDate(String(value))
                    : column.type === 'boolean'
                      ? value
                        ? 'Yes'
                        : 'No'
                      : String(value);
              return (
                <Box key={column.field} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {column.header}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {text}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 3 }}>
            {recordLinks(listName, row).map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to}>
                {link.label}
              </Link>
            ))}
          </Box>
          <Button onClick={onClose} sx={{ mt: 3 }}>
            Close
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
