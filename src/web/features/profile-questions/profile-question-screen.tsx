import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Box } from '@mui/material';
import { getMyAnswers, myAnswersKey, type MyAnswers } from '../../api/flows/use-my-answers';
import type { MyProfile } from '../../api/account/use-my-profile';
import { FlowQuestionScreen } from '../../forms/flow-question-screen';
import { JumpToMenu } from '../../forms/jump-to-menu';
import { SectionProgress } from '../../forms/section-progress';
import type { AnswersOwner } from '../../forms/use-owner-answers';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { PartTimeIntro } from './part-time-intro';
import { HeldResumeDegrees } from './held-resume-degrees';

export const JOBSEEKER_FLOW = 'jobseeker';
/** The section whose completion opens the Jump To menu (spec 001 §2.1). */
const CORE_PROFILE = 'Core Profile';

function isMyAnswers(body: unknown): body is MyAnswers<typeof JOBSEEKER_FLOW> {
  return typeof body === 'object' && body !== null && 'answers' in body && 'completedSections' in body && 'version' in body;
}

/** The signed-in job seeker's answers: GET /api/my-answers/jobseeker/; each answer save answers the same body. */
function useJobseekerOwner(): AnswersOwner<MyAnswers<typeof JOBSEEKER_FLOW>> {
  const session = useSession();
  const owner = sessionOwner(session);
  const { mutate } = useSWRConfig();
  const rawUserId = session.claims?.userId;
  const userId = rawUserId === null || rawUserId === undefined ? null : Number(rawUserId);
  return useMemo(
    () => ({
      key: owner === null ? null : myAnswersKey(JOBSEEKER_FLOW, owner),
      load: () => getMyAnswers(JOBSEEKER_FLOW),
      params: userId === null ? null : { userId },
      versionOf: (body) => body.version,
      isOwnerBody: isMyAnswers,
      // The dashboard's section checks come with the profile: they change with the answers, without a refetch.
      onSaved: (body) =>
        void mutate(
          (key) => Array.isArray(key) && key[0] === '/api/my-profile/',
          (profile: MyProfile | undefined) => (profile ? { ...profile, completedSections: body.completedSections } : profile),
          { revalidate: false },
        ),
    }),
    [owner, userId, mutate],
  );
}

/** /profile/:questionName for job seekers: one step of the onboarding flow, resumed where they left it. */
export function ProfileQuestionScreen() {
  const { questionName = '' } = useParams();
  const owner = useJobseekerOwner();
  const { mutate } = useSWRConfig();
  // A degree added from the resume is a saved record the open form has not seen: the step is drawn afresh.
  const [drawn, setDrawn] = useState(0);
  return (
    <FlowQuestionScreen
      key={drawn}
      flowId={JOBSEEKER_FLOW}
      owner={owner}
      questionName={questionName}
      subject="your profile questions"
      endScreen={() => <PartTimeIntro />}
      header={({ flow, step, body, answers, leave, go }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {body.completedSections.includes(CORE_PROFILE) ? (
            <Box sx={{ alignSelf: 'flex-end' }}>
              <JumpToMenu flow={flow} answers={answers} onJump={(name) => leave(() => go(name))} />
            </Box>
          ) : null}
          <SectionProgress flow={flow} answers={answers} stepName={step.name} section={step.section} />
          {step.questions.includes('education') ? (
            <HeldResumeDegrees
              flow={flow}
              onAdded={async () => {
                if (owner.key !== null) await mutate(owner.key);
                setDrawn((count) => count + 1);
              }}
            />
          ) : null}
        </Box>
      )}
    />
  );
}
