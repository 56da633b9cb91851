import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Flow } from '../../flows';
import type { RoleFeedback } from '../api/roles/role-types';
import { questionLabel, roleQuestionPath } from './question-label';
import { usePendingCall } from '../components/use-pending-call';

interface RoleFeedbackListProps {
  roleUuid: string;
  items: readonly RoleFeedback[];
  flow: Flow | undefined;
  /** Marks one item resolved; a rejection is shown beside it. Absent: read-only (staff). */
  onResolve?: (item: RoleFeedback) => Promise<void>;
  /** Links to the question each item is about, for the employee who fixes it. */
  linkToQuestions?: boolean;
}

function FeedbackItem({ roleUuid, item, flow, onResolve, linkToQuestions }: Omit<RoleFeedbackListProps, 'items'> & { item: RoleFeedback }) {
  const bodyId = useId();
  const { pending, failure, run } = usePendingCall();
  const questionPath = linkToQuestions && item.question !== null ? roleQuestionPath(flow, roleUuid, item.question) : null;

  const resolve = () => run(() => onResolve!(item));

  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, opacity: item.isResolved ? 0.75 : 1 }}>
      <Typography variant="body2" color="text.secondary">
        {item.question === null
          ? 'About the whole role'
          : `About: ${flow === undefined && item.questionLabel ? item.questionLabel : questionLabel(flow, item.question)}`}
        {item.isResolved && ' · Resolved'}
      </Typography>
      <Typography id={bodyId} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 0.5 }}>
        {item.body}
      </Typography>
      {failure !== null && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {questionPath !== null && (
          <Link component={RouterLink} to={questionPath}>
            Edit this answer
          </Link>
        )}
        {onResolve !== undefined && !item.isResolved && (
          <Button size="small" variant="outlined" loading={pending} onClick={() => void resolve()} aria-describedby={bodyId}>
            Resolve
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/** Staff feedback on a role, unresolved first, each saying which question it is about. */
export function RoleFeedbackList({ items, ...rest }: RoleFeedbackListProps) {
  const ordered = [...items].sort((a, b) => Number(a.isResolved) - Number(b.isResolved));
  return (
    <Box component="ul" aria-label="Staff feedback" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {ordered.map((item) => (
        <FeedbackItem key={item.id} item={item} {...rest} />
      ))}
    </Box>
  );
}
