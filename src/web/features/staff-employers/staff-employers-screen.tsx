import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useStaffEmployers } from '../../api/staff/use-staff-employers';
import { PageHeading } from '../../components/page-heading';
import { VisuallyHidden } from '../../components/visually-hidden';
import { EmployersList } from './employers-list';
import { EmployersTable } from './employers-table';
import { useActAsEmployer } from './use-act-as-employer';

/** /dashboard/employers (staff): every organisation, with a way to act as one of its employees. */
export function StaffEmployersScreen() {
  const employers = useStaffEmployers();
  const { switchingTo, failure, actAs } = useActAsEmployer();
  // Below the small breakpoint five columns do not fit: the same facts as a list of cards.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const View = narrow ? EmployersList : EmployersTable;

  let body;
  if (employers.data !== undefined) {
    body =
      employers.data.length === 0 ? (
        <Typography>No organisations have signed up yet.</Typography>
      ) : (
        <View employers={employers.data} switchingTo={switchingTo} onActAs={actAs} />
      );
  } else if (employers.error !== undefined) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void employers.mutate()}>
            Try Again
          </Button>
        }
      >
        The organisations could not be loaded. {employers.error.message}
      </Alert>
    );
  } else {
    body = (
      <>
        <span role="status">
          <VisuallyHidden>Loading the organisations</VisuallyHidden>
        </span>
        <Skeleton variant="rounded" height={240} />
      </>
    );
  }

  return (
    <Stack spacing={2}>
      <PageHeading>Employers</PageHeading>
      <Typography>
        Every organisation on the platform. Act as employer signs you in as its first employee, to see what they see;
        Back to Staff Account in the top bar returns you.
      </Typography>
      {failure !== null && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {body}
    </Stack>
  );
}
