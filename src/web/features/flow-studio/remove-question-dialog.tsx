import { useMemo } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { dropAnswers } from './migration-ops';
import { removeQuestion } from './structure-edits';
import { useStudioDraft } from './studio-context';
import { answersLost, useAnswerImpact } from './use-answer-impact';

/**
 * Asks before a question goes, saying how many people lose their answer to it (the server counts them on the draft
 * as it would be); confirming removes it and, when the published version has it, deletes its saved answers.
 */
export function RemoveQuestionDialog({ field, onClose }: { field: string; onClose: () => void }) {
  const draft = useStudioDraft();
  const candidate = useMemo(() => removeQuestion(draft.document, field), [draft.document, field]);
  const impact = useAnswerImpact(draft.flowId, candidate, field);
  const label = draft.document.questions[field]?.label ?? 'this question';
  const published = field in draft.published.questions;
  const lost = answersLost(impact);
  const description = !published
    ? `“${label}” is new in this draft: nobody has answered it yet.`
    : impact.state === 'checking'
      ? `Counting the people who answered “${label}”…`
      : lost === null
        ? `Everyone who answered “${label}” loses that answer.`
        : `${lost.toLocaleString('en-US')} ${lost === 1 ? 'person loses' : 'people lose'} their answer to “${label}”.`;
  return (
    <ConfirmDialog
      title="Remove this question?"
      description={description}
      confirmLabel="Remove the question"
      danger
      onClose={onClose}
      onConfirm={async () => {
        draft.edit(published ? dropAnswers(candidate, draft.currentVersion, field) : candidate);
        onClose();
      }}
    />
  );
}
