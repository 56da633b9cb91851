import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Alert, Box, Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { findStep, isStepVisible, nextStep, previousStep, progress, type Answers, type Flow, type Transition } from '../../../flows';
import { useFlow } from '../../api/flows/use-flow';
import { useMyAnswers } from '../../api/flows/use-my-answers';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeading } from '../../components/page-heading';
import { saveStep } from '../../forms/save-step';
import { SectionProgress } from '../../forms/section-progress';
import { StepForm } from '../../forms/step-form';
import { JumpToMenu } from '../../forms/jump-to-menu';
import { clearUnsavedChanges } from '../../forms/unsaved-changes';
import { useSession } from '../../session/use-session';
import { PartTimeIntro } from './part-time-intro';

const FLOW = 'jobseeker';
/** The section whose completion opens the Jump To menu (spec 001 §2.1). */
const CORE_PROFILE = 'Core Profile';

/** The app path of a step or an end: ends starting with "/" are app paths, the rest are screens of the flow. */
export function pathOf(flow: Flow, target: Transition | string): string {
  const name = typeof target === 'string' ? target : target.kind === 'step' ? target.step : target.end;
  return name.startsWith('/') ? name : `${flow.routePrefix}${name}`;
}

/** /profile/:questionName for job seekers: one step of the onboarding flow, resumed where they left it. */
export function ProfileQuestionScreen() {
  const { questionName = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const answersState = useMyAnswers(FLOW);
  const flowState = useFlow(FLOW, answersState.data?.version);
  const rawUserId = session.claims?.userId;
  const userId = rawUserId === null || rawUserId === undefined ? undefined : Number(rawUserId);

  const refresh = useCallback(async () => {
    await answersState.mutate();
    // The dashboard's section checks come with the profile.
    await mutate((key) => Array.isArray(key) && key[0] === '/api/my-profile/');
  }, [answersState, mutate]);

  const failure = answersState.error ?? flowState.error;
  if (failure) {
    return (
      <Box sx={{ maxWidth: 760, mx: 'auto', p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void (answersState.error ? answersState.mutate() : flowState.mutate())}>
              Try again
            </Button>
          }
        >
          Your profile questions could not be loaded. {failure.message}
        </Alert>
      </Box>
    );
  }
  const flow = flowState.data;
  const mine = answersState.data;
  if (!flow || !mine || userId === undefined) return <LoadingScreen label="Loading your profile questions" />;

  const saved = mine.answers;
  const step = findStep(flow, questionName);
  if (!step) {
    if (flow.ends.rules.some((rule) => rule.goTo === questionName) || flow.ends.default === questionName) return <PartTimeIntro />;
    return (
      <Box sx={{ maxWidth: 760, mx: 'auto', p: 3 }}>
        <PageHeading>We couldn’t find that question</PageHeading>
        <Link component={RouterLink} to={pathOf(flow, flow.steps[0]!.name)}>
          Go to the start of your profile
        </Link>
      </Box>
    );
  }
  // A step the answers no longer show (a bookmark, an old link) leads on to the one that is shown.
  if (!isStepVisible(flow, step.name, saved)) return <Navigate replace to={pathOf(flow, nextStep(flow, step.name, saved))} />;

  const before = previousStep(flow, step.name, saved);
  const go = (to: string) => {
    clearUnsavedChanges();
    void navigate(to);
  };
  const coreComplete = mine.completedSections.includes(CORE_PROFILE);

  return (
    <StepForm
      key={step.name}
      flow={flow}
      step={step}
      saved={saved}
      header={(leave) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {coreComplete ? (
            <Box sx={{ alignSelf: 'flex-end' }}>
              <JumpToMenu flow={flow} answers={saved} onJump={(name) => leave(() => go(pathOf(flow, name)))} />
            </Box>
          ) : null}
          <SectionProgress progress={progress(flow, saved, step.name)} />
        </Box>
      )}
      onSave={async (fields, answers) => {
        await saveStep(flow, step, fields, saved, answers, userId);
        await refresh();
      }}
      onContinue={(answers: Answers) => go(pathOf(flow, nextStep(flow, step.name, answers)))}
      onBack={before === null ? null : (answers: Answers) => go(pathOf(flow, previousStep(flow, step.name, answers) ?? before))}
    />
  );
}
