import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import type { StaffEmployer } from '../../api/staff/use-staff-employers';
import { formatCount, formatCreated } from './employer-facts';

export interface EmployersViewProps {
  employers: readonly StaffEmployer[];
  /** The organisation being switched to, whose button shows progress; the others wait. */
  switchingTo: number | null;
  onActAs: (employer: StaffEmployer) => void;
}

/**
 * Organisations with their member and role counts and creation date. Each row's Act as employer button is
 * described by the organisation's name, so a screen reader says which one it acts as.
 */
export function EmployersTable({ employers, switchingTo, onActAs }: EmployersViewProps) {
  const idPrefix = useId();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Organisations">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Name
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Members
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Roles
            </TableCell>
            <TableCell component="th" scope="col">
              Created
            </TableCell>
            <TableCell component="th" scope="col">
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {employers.map((employer) => {
            const nameId = `${idPrefix}-name-${employer.id}`;
            return (
              <TableRow key={employer.id}>
                <TableCell component="th" scope="row" id={nameId} sx={{ overflowWrap: 'anywhere' }}>
                  {employer.name}
                </TableCell>
                <TableCell align="right">{formatCount(employer.members)}</TableCell>
                <TableCell align="right">{formatCount(employer.roles)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={employer.createdAt}>{formatCreated(employer.createdAt)}</time>
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-describedby={nameId}
                    loading={switchingTo === employer.id}
                    disabled={switchingTo !== null && switchingTo !== employer.id}
                    onClick={() => onActAs(employer)}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    Act as employer
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
