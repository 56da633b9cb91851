import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { FlowSummary } from '../../api/staff/flow-studio-api';
import { BringBackButton } from './bring-back-button';
import { VersionChanges } from './version-changes';
import { answerSetNoun } from './publish-summary';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * A flow's versions, newest first (issue 34 item 9): who published each and when, what changed from the one before in
 * words, how many stand on it, "being carried over" only while a move onto it runs, and bringing an earlier one back.
 */
export function FlowVersionsTable({ flow, onChanged }: { flow: FlowSummary; onChanged: () => void }) {
  const noun = flow.flowId === 'role' ? 'Roles' : flow.flowId === 'employer-profile' ? 'Organizations' : 'People';
  return (
    <Box sx={{ overflowX: 'auto' }} role="region" aria-label={`Versions of ${flow.title}`} tabIndex={0}>
      <Table size="small" aria-label={`Versions of ${flow.title}`}>
        <TableHead>
          <TableRow>
            <TableCell>Version</TableCell>
            <TableCell>Published</TableCell>
            <TableCell sx={{ minWidth: 280 }}>What changed</TableCell>
            <TableCell align="right">{noun} on it</TableCell>
            <TableCell>
              <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...flow.versions].reverse().map((version) => (
            <TableRow key={version.version} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={`/dashboard/flows/${flow.flowId}?version=${version.version}`}>
                  {`Version ${version.version}`}
                </Link>
                {version.version === flow.currentVersion && (
                  <Typography variant="body2" color="text.secondary">
                    Current
                  </Typography>
                )}
                {version.migratedAt === null && (
                  <Typography variant="body2" color="warning.main" role="status">
                    Answers being carried over…
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {when(version.publishedAt)}
                <Typography variant="body2" color="text.secondary">
                  {version.publishedBy ?? 'Shipped with the product'}
                </Typography>
              </TableCell>
              <TableCell>
                <VersionChanges changes={version.changes} first={version.version === flow.versions[0]?.version} />
              </TableCell>
              <TableCell align="right" aria-label={answerSetNoun(flow.flowId, version.answerSets)}>
                {version.answerSets.toLocaleString('en-US')}
              </TableCell>
              <TableCell>
                {version.version !== flow.currentVersion && (
                  <BringBackButton
                    flowId={flow.flowId}
                    title={flow.title}
                    version={version.version}
                    currentVersion={flow.currentVersion}
                    onPublished={onChanged}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
