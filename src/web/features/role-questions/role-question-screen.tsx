import { useParams } from 'react-router-dom';
import { useRole } from '../../api/roles/use-role';
import { FlowQuestionScreen } from '../../forms/flow-question-screen';
import { RoleQuestionHeader } from './role-question-header';
import { ROLE_FLOW, useRoleOwner } from './role-owner';

/** /role/:roleUuid/:questionName: one question of a role (spec 001 §2.2), the segment being the step's snake_case name. */
export function RoleQuestionScreen() {
  const { roleUuid = '', questionName = '' } = useParams();
  const role = useRole(roleUuid);
  const owner = useRoleOwner(roleUuid, role.data);
  return (
    <FlowQuestionScreen
      flowId={ROLE_FLOW}
      owner={owner}
      questionName={questionName}
      subject="this role"
      header={({ flow, step, body, answers, leave, go }) => (
        <RoleQuestionHeader flow={flow} step={step} role={body} answers={answers} onGo={(name) => leave(() => go(name))} />
      )}
    />
  );
}
