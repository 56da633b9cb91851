import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Flow } from '../../../flows';
import type { RoleFeedback } from '../../api/roles/role-types';
import { RoleFeedbackList } from '../../roles/role-feedback-list';
import { AnswerView } from './answer-view';
import { FeedbackBox } from './feedback-box';

interface QuestionReviewProps {
  flow: Flow;
  roleUuid: string;
  field: string;
  value: unknown;
  feedback: readonly RoleFeedback[];
  onFeedbackSent: () => Promise<unknown>;
}

/** One question of the role, read-only: its label, the answer in words, its feedback so far and a box for more. */
export function QuestionReview({ flow, roleUuid, field, value, feedback, onFeedbackSent }: QuestionReviewProps) {
  const labelId = useId();
  const label = flow.questions[field]?.label ?? field;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={labelId} sx={{ p: 2 }}>
      <Typography id={labelId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <AnswerView flow={flow} field={field} value={value} />
      {feedback.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <RoleFeedbackList roleUuid={roleUuid} items={feedback} flow={flow} />
        </div>
      )}
      <FeedbackBox roleUuid={roleUuid} question={field} about={label} onSent={onFeedbackSent} collapsible />
    </Paper>
  );
}
