import { useParams } from 'react-router-dom';
import { useFlow } from '../../api/flows/use-flow';
import { useRole } from '../../api/roles/use-role';
import { LoadingScreen } from '../../components/loading-screen';
import { answersOfOwner } from '../../forms/answers-of-owner';
import { FlowLoadFailure } from '../../forms/flow-load-failure';
import { flowPath, resumeTarget } from '../../forms/flow-paths';
import { ROLE_FLOW } from './role-owner';
import { Redirect } from '../../navigation/redirect';

/** /role/:roleUuid: resumes the role at its first unanswered question (its first once every one is answered). */
export function ResumeRole() {
  const { roleUuid = '' } = useParams();
  const role = useRole(roleUuid);
  const flow = useFlow(ROLE_FLOW, role.data ? (role.data.flowVersion ?? 'latest') : undefined);
  const failure = role.error ?? flow.error;
  if (failure) {
    return (
      <FlowLoadFailure onRetry={() => void (role.error ? role.mutate() : flow.mutate())}>This role could not be loaded. {failure.message}</FlowLoadFailure>
    );
  }
  if (!role.data || !flow.data) return <LoadingScreen label="Loading this role" />;
  const next = resumeTarget(flow.data, answersOfOwner(flow.data, role.data));
  // A role with every question answered opens at its start, to review it before publishing.
  const target = next.startsWith('/') ? flow.data.steps[0]!.name : next;
  return <Redirect to={flowPath(flow.data, target, { roleUuid, uuid: roleUuid })} />;
}
