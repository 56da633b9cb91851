import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useFlowList } from '../../api/staff/flow-studio-api';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** /dashboard/flows: every question flow, its versions and how many answer sets stand on each. */
export function FlowsListScreen() {
  const flows = useFlowList();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading>Question flows</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Open a flow to see its map, preview its steps, and publish a new version. People keep the version they answered under until their answers are carried to
        the new one.
      </Typography>
      {flows.error && <LoadFailure what="The question flows could not be loaded." message={flows.error.message} onRetry={() => void flows.mutate()} />}
      {!flows.data && !flows.error && <Skeleton variant="rounded" height={160} />}
      {flows.data && (
        <Paper variant="outlined">
          <Table aria-label="Question flows">
            <TableHead>
              <TableRow>
                <TableCell>Flow</TableCell>
                <TableCell>Version</TableCell>
                <TableCell>Published</TableCell>
                <TableCell align="right">Answer sets</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {flows.data.flatMap((flow) =>
                flow.versions.map((version, index) => (
                  <TableRow key={`${flow.flowId}-${version.version}`}>
                    <TableCell>
                      {index === 0 && (
                        <Link component={RouterLink} to={`/dashboard/flows/${flow.flowId}`}>
                          {flow.title}
                        </Link>
                      )}
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/dashboard/flows/${flow.flowId}?version=${version.version}`}>
                        Version {version.version}
                      </Link>
                      {version.version === flow.currentVersion ? ' (current)' : ''}
                      {version.migratedAt === null ? ' · answers being carried over' : ''}
                    </TableCell>
                    <TableCell>{when(version.publishedAt)}</TableCell>
                    <TableCell align="right">{version.answerSets.toLocaleString('en-US')}</TableCell>
                  </TableRow>
                )),
              )}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Container>
  );
}
