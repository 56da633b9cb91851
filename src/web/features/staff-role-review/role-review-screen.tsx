import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Answers, Flow } from '../../../flows';
import { isQuestionVisible, walkFlow } from '../../../flows';
import { useFlow } from '../../api/flows/use-flow';
import type { Role } from '../../api/roles/role-types';
import { useRole } from '../../api/roles/use-role';
import { formatDate } from '../../components/format-date';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { answersOfOwner } from '../../forms/answers-of-owner';
import { RoleFeedbackList } from '../../roles/role-feedback-list';
import { RoleStatusChip } from '../../roles/role-status-chip';
import { RoleTierSummary } from '../../roles/role-tier-summary';
import { roleTitle } from '../../roles/role-title';
import { FeedbackBox } from './feedback-box';
import { QuestionReview } from './question-review';
import { ROLES_IN_REVIEW_PATH } from '../../roles/review-paths';
import { ReviewDecision } from './review-decision';

/** The questions the role's answers show, section by section, in the flow's order. */
function questionsBySection(flow: Flow, answers: Answers): [string, string[]][] {
  const path = new Set(walkFlow(flow, answers).path);
  return flow.sections.map((section): [string, string[]] => [
    section,
    flow.steps
      .filter((step) => step.section === section && path.has(step.name))
      .flatMap((step) => step.questions)
      .filter((field) => isQuestionVisible(flow, field, answers)),
  ]);
}

function ReviewBody({ role, flow, refresh }: { role: Role; flow: Flow; refresh: () => Promise<unknown> }) {
  const answers = answersOfOwner(flow, role);
  const general = role.feedback.filter((item) => item.question === null);
  const sentAt = role.submittedAt ?? role.updatedAt;
  return (
    <Stack spacing={3}>
      <Box>
        <PageHeading>Review: {roleTitle(role.jobTitle)}</PageHeading>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{role.employer.name}</Typography>
          <RoleStatusChip status={role.status} />
          <Typography variant="body2" color="text.secondary">
            {role.completion}% complete · sent <time dateTime={sentAt}>{formatDate(sentAt)}</time>
          </Typography>
        </Stack>
        <Box sx={{ mt: 2 }}>
          <RoleTierSummary role={role} flow={flow} />
        </Box>
      </Box>
      <Paper component="section" variant="outlined" aria-labelledby="general-feedback-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="general-feedback-heading" variant="h2" sx={{ mb: 1 }}>
          The whole role
        </Typography>
        {general.length > 0 && <RoleFeedbackList roleUuid={role.uuid} items={general} flow={flow} />}
        <FeedbackBox roleUuid={role.uuid} about="the whole role" onSent={refresh} />
      </Paper>
      {questionsBySection(flow, answers).map(([section, fields]) => (
        <Box component="section" key={section} aria-label={section}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {section}
          </Typography>
          {fields.length === 0 ? (
            <Typography color="text.secondary">No questions of this section were shown for these answers.</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {fields.map((field) => (
                <QuestionReview
                  key={field}
                  flow={flow}
                  roleUuid={role.uuid}
                  field={field}
                  value={answers[field]}
                  feedback={role.feedback.filter((item) => item.question === field)}
                  onFeedbackSent={refresh}
                />
              ))}
            </Box>
          )}
        </Box>
      ))}
      <ReviewDecision role={role} />
    </Stack>
  );
}

/**
 * Staff: one role read-only (/review/roles/:roleUuid): every answer it shows, grouped by section under the
 * question's label, a feedback box per question and one for the whole role, and the decision.
 */
export function RoleReviewScreen() {
  const { roleUuid } = useParams();
  const role = useRole(roleUuid);
  const flow = useFlow('role', role.data?.flowVersion);
  const error = role.error ?? flow.error;

  let body;
  if (role.data !== undefined && flow.data !== undefined) {
    body = <ReviewBody role={role.data} flow={flow.data} refresh={() => role.mutate()} />;
  } else if (role.error?.status === 404) {
    body = (
      <Stack spacing={2}>
        <PageHeading>Role not found</PageHeading>
        <Typography>No role has this address. It may have been deleted.</Typography>
      </Stack>
    );
  } else if (error !== undefined) {
    body = <LoadFailure what="The role could not be loaded." message={error.message} onRetry={() => void (role.error ? role.mutate() : flow.mutate())} />;
  } else {
    body = (
      <Stack spacing={2} role="status" aria-label="Loading the role">
        <Skeleton width="24ch" height={48} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <div>
        <Link component={RouterLink} to={ROLES_IN_REVIEW_PATH}>
          Back to the roles waiting for review
        </Link>
      </div>
      {body}
    </Stack>
  );
}
