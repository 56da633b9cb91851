import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { StaffEmployer } from '../../api/staff/use-staff-employers';
import { formatCount, formatCreated } from './employer-facts';
import type { EmployersViewProps } from './employers-table';

/** The organisations as a list of cards, for screens too narrow for the table's five columns. */
export function EmployersList({ employers, switchingTo, onActAs }: EmployersViewProps) {
  const idPrefix = useId();
  return (
    <Box component="ul" aria-label="Organisations" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {employers.map((employer: StaffEmployer) => {
        const nameId = `${idPrefix}-name-${employer.id}`;
        return (
          <Paper component="li" variant="outlined" key={employer.id} sx={{ p: 2, display: 'grid', gap: 1 }}>
            <Typography id={nameId} variant="subtitle1" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {employer.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Members: {formatCount(employer.members)} · Roles: {formatCount(employer.roles)} · Created{' '}
              <time dateTime={employer.createdAt}>{formatCreated(employer.createdAt)}</time>
            </Typography>
            <Button
              size="small"
              variant="outlined"
              aria-describedby={nameId}
              loading={switchingTo === employer.id}
              disabled={switchingTo !== null && switchingTo !== employer.id}
              onClick={() => onActAs(employer)}
              sx={{ justifySelf: 'start' }}
            >
              Act as employer
            </Button>
          </Paper>
        );
      })}
    </Box>
  );
}
