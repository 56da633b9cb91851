import { useParams } from 'react-router-dom';
import { walkFlow } from '../../../flows';
import { questionCompleteness } from '../../../flows/question-completeness';
import { useMyProfile } from '../../api/account/use-my-profile';
import { LoadingScreen } from '../../components/loading-screen';
import { organisationReadOnlyReason } from '../../employers/organisation-read-only';
import { answersValidator } from '../../forms/answers-validator';
import { FlowQuestionScreen } from '../../forms/flow-question-screen';
import { CompanyProfileProgress } from './company-profile-progress';
import { EMPLOYER_FLOW, useCompanyProfileOwner } from './company-profile-owner';

/**
 * /profile/:questionName for employees: one question of their organisation's profile (spec 001 §2.2), read-only with
 * the reason for an employee who is not a team administrator.
 */
export function CompanyProfileQuestionScreen() {
  const { questionName = '' } = useParams();
  const profile = useMyProfile();
  const owner = useCompanyProfileOwner(profile.data?.employerId ?? null);
  if (!profile.data) return <LoadingScreen label="Loading your company profile" />;
  return (
    <FlowQuestionScreen
      flowId={EMPLOYER_FLOW}
      owner={owner}
      questionName={questionName}
      subject="your company profile"
      readOnly={organisationReadOnlyReason(profile.data)}
      header={({ flow, step, answers }) => {
        const path = walkFlow(flow, answers).path;
        // The same function the server reports `completeness` with, so both show one number.
        const { percent } = questionCompleteness(flow, answers, answersValidator);
        return <CompanyProfileProgress percent={percent} position={{ index: path.indexOf(step.name) + 1, total: path.length }} />;
      }}
    />
  );
}
