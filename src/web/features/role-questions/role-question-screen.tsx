import { useParams } from 'react-router-dom';
import { useMyProfile } from '../../api/account/use-my-profile';
import { useRole } from '../../api/roles/use-role';
import { FlowQuestionScreen } from '../../forms/flow-question-screen';
import { RoleQuestionHeader } from './role-question-header';
import { ROLE_FLOW, useRoleOwner } from './role-owner';
import { roleReadOnlyReason } from './role-read-only';
import { roleStepLanding } from './role-step-lock';
import { answersValidator } from '../../forms/answers-validator';

/** /role/:roleUuid/:questionName: one question of a role (spec 001 §2.2), the segment being the step's snake_case name. */
export function RoleQuestionScreen() {
  const { roleUuid = '', questionName = '' } = useParams();
  const role = useRole(roleUuid);
  const owner = useRoleOwner(roleUuid, role.data);
  // A server that does not say means allowed: it refuses a save anyway.
  const canEditRoles = useMyProfile().data?.canEditRoles !== false;
  const readOnly = role.data ? roleReadOnlyReason(role.data, canEditRoles) : null;
  return (
    <FlowQuestionScreen
      flowId={ROLE_FLOW}
      owner={owner}
      questionName={questionName}
      subject="this role"
      readOnly={readOnly}
      // Only an editor is held by the lock: a reader moves on with "Next question" without answering anything.
      landing={readOnly === null ? (flow, stepName, saved) => roleStepLanding(flow, saved, stepName, answersValidator) : undefined}
      header={({ flow, step, body, answers, leave, go }) => (
        <RoleQuestionHeader flow={flow} step={step} role={body} answers={answers} canChangeStatus={canEditRoles} onGo={(name) => leave(() => go(name))} />
      )}
    />
  );
}
