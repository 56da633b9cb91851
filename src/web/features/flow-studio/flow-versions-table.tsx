import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { FlowSummary } from '../../api/staff/flow-studio-api';
import { BringBackButton } from './bring-back-button';
import { VersionChanges } from './version-changes';
import { answerSetNoun } from './publish-summary';
import { formatDate } from '../../components/format-date';

const when = formatDate;

/** One row a version on a wide screen, a block of lines on a phone. */
const ROW = { display: 'grid', gap: { xs: 0.5, md: 2 }, gridTemplateColumns: { xs: '1fr', md: '150px 150px minmax(0, 1fr) 100px' }, py: 1.5 } as const;

/**
 * A flow's versions, newest first (issue 34 item 9): who published each and when, what changed from the one before in
 * words, how many stand on it, "being carried over" only while a move onto it runs, and bringing an earlier one back.
 */
export function FlowVersionsTable({ flow, onChanged }: { flow: FlowSummary; onChanged: () => void }) {
  return (
    <>
      <Box aria-hidden sx={{ ...ROW, display: { xs: 'none', md: 'grid' }, py: 0.5, color: 'text.secondary', typography: 'body2' }}>
        <span>Version</span>
        <span>Published</span>
        <span>What changed</span>
        <span>{flow.flowId === 'role' ? 'Roles on it' : flow.flowId === 'employer-profile' ? 'Organizations on it' : 'People on it'}</span>
      </Box>
      <Box component="ol" aria-label={`Versions of ${flow.title}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {[...flow.versions].reverse().map((version) => (
          <Box component="li" key={version.version} sx={{ ...ROW, borderTop: 1, borderColor: 'divider' }}>
            <div>
              <Link component={RouterLink} to={`/dashboard/flows/${flow.flowId}?version=${version.version}`}>
                {`Version ${version.version}`}
              </Link>
              {version.version === flow.currentVersion && (
                <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: { xs: 1, md: 0 }, display: { md: 'block' } }}>
                  Current
                </Typography>
              )}
              {version.version !== flow.currentVersion && (
                <Box sx={{ mt: 1 }}>
                  <BringBackButton
                    flowId={flow.flowId}
                    title={flow.title}
                    version={version.version}
                    currentVersion={flow.currentVersion}
                    onPublished={onChanged}
                  />
                </Box>
              )}
              {version.migratedAt === null && (
                <Typography variant="body2" color="warning.dark" role="status">
                  Answers being carried over…
                </Typography>
              )}
            </div>
            <Typography variant="body2">
              {`Published ${when(version.publishedAt)}`}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {version.publishedBy !== null ? `by ${version.publishedBy}` : 'Shipped with the product'}
              </Box>
            </Typography>
            <VersionChanges changes={version.changes} first={version.version === flow.versions[0]?.version} />
            <Typography variant="body2">{`${answerSetNoun(flow.flowId, version.answerSets)} on it`}</Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
