import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useFlowList } from '../../api/staff/flow-studio-api';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { FlowVersionsTable } from './flow-versions-table';

/** /dashboard/flows: every question flow, its versions (who published each, what changed, who stands on it), and bringing one back. */
export function FlowsListScreen() {
  const flows = useFlowList();
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 1400, mx: 'auto' }}>
      <PageHeading>Question flows</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        Open a flow to see its map, change its questions and publish a new version. Publishing moves everyone who has started answering onto the new version,
        with their answers. To undo a change, bring back an earlier version: it is published again as the newest, for everyone.
      </Typography>
      {flows.error && <LoadFailure what="The question flows could not be loaded." message={flows.error.message} onRetry={() => void flows.mutate()} />}
      {!flows.data && !flows.error && <Skeleton variant="rounded" height={320} />}
      <Stack spacing={3}>
        {flows.data?.map((flow) => (
          <Paper key={flow.flowId} variant="outlined" component="section" aria-labelledby={`flow-${flow.flowId}`} sx={{ p: { xs: 2, md: 3 } }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'baseline' }, justifyContent: 'space-between' }}>
              <Typography variant="h6" component="h2" id={`flow-${flow.flowId}`}>
                {flow.title}
              </Typography>
              <Link component={RouterLink} to={`/dashboard/flows/${flow.flowId}`}>
                {`Open ${flow.title} (version ${flow.currentVersion}) in the studio`}
              </Link>
            </Stack>
            <FlowVersionsTable flow={flow} onChanged={() => void flows.mutate()} />
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
