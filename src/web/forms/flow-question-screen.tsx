import { useRef, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Link } from '@mui/material';
import { isStepVisible, nextStep, previousStep, type Answers, type Flow, type Step } from '../../flows';
import { useFlow } from '../api/flows/use-flow';
import { LoadingScreen } from '../components/loading-screen';
import { PageHeading } from '../components/page-heading';
import { answersOfOwnerBody } from './answers-of-owner';
import { FlowLoadFailure } from './flow-load-failure';
import { flowPath, findStepBySegment } from './flow-paths';
import { StepForm } from './step-form';
import { clearUnsavedChanges } from './unsaved-changes';
import { useOwnerAnswers, type AnswersOwner } from './use-owner-answers';

/** What a screen around the step may draw above it. */
export interface StepHeaderContext<Body> {
  flow: Flow;
  step: Step;
  body: Body;
  /** The answers as saved. */
  answers: Answers;
  /** Saves valid edits first, then calls `to` with the answers as they now are. */
  leave: (to: (answers: Answers) => void) => void;
  /** Goes to a step (by name) or an app path, without asking again about unsaved edits. */
  go: (target: string) => void;
}

export interface FlowQuestionScreenProps<Body> {
  flowId: string;
  owner: AnswersOwner<Body>;
  /** The URL segment naming the step. */
  questionName: string;
  /** Words for the loading and failure states: "your profile questions", "this role". */
  subject: string;
  header?: (context: StepHeaderContext<Body>) => ReactNode;
  /** A screen for an end of the flow that is not an app path (the job seeker's part_time_intro). */
  endScreen?: (end: string) => ReactNode;
  /** Why the answers can be read but not changed (no permission, an ended role); null or absent when they can. */
  readOnly?: string | null;
  /** The step an address naming this one opens instead (a step past the role's navigation lock); absent: itself. */
  landing?: (flow: Flow, stepName: string, saved: Answers) => string;
}

/**
 * One step of a question flow at its route, for whoever owns the answers: loads the owner and the flow version
 * its answers were given under, draws the step, saves where the flow says, and moves along the flow's branches.
 */
export function FlowQuestionScreen<Body>({ flowId, owner, questionName, subject, header, endScreen, readOnly = null, landing }: FlowQuestionScreenProps<Body>) {
  const navigate = useNavigate();
  const { state, save } = useOwnerAnswers(owner);
  // Set when a widget stored something itself (an upload): the answers are read again once the step is saved.
  const storedElsewhere = useRef(false);
  const body = state.data;
  const flowState = useFlow(flowId, body === undefined ? undefined : (owner.versionOf(body) ?? 'latest'));

  const failure = state.error ?? flowState.error;
  if (failure) {
    return (
      <FlowLoadFailure onRetry={() => void (state.error ? state.mutate() : flowState.mutate())}>
        {`${subject[0]!.toUpperCase()}${subject.slice(1)} could not be loaded. ${failure.message}`}
      </FlowLoadFailure>
    );
  }
  const flow = flowState.data;
  if (!flow || body === undefined || !owner.params) return <LoadingScreen label={`Loading ${subject}`} />;
  const params = owner.params;
  const saved = answersOfOwnerBody(flow, body);
  const step = findStepBySegment(flow, questionName);
  if (!step) {
    const isEnd = flow.ends.rules.some((rule) => rule.goTo === questionName) || flow.ends.default === questionName;
    if (isEnd && endScreen) return <>{endScreen(questionName)}</>;
    return (
      <Box sx={{ maxWidth: 760, mx: 'auto', p: 3 }}>
        <PageHeading>We couldn’t find that question</PageHeading>
        <Link component={RouterLink} to={flowPath(flow, flow.steps[0]!.name, params)}>
          Go to the first question
        </Link>
      </Box>
    );
  }
  // A step the answers no longer show (a bookmark, an old link) leads on to the one that is shown.
  if (!isStepVisible(flow, step.name, saved)) return <Navigate replace to={flowPath(flow, nextStep(flow, step.name, saved), params)} />;
  const lands = landing?.(flow, step.name, saved) ?? step.name;
  if (lands !== step.name) return <Navigate replace to={flowPath(flow, lands, params)} />;

  const before = previousStep(flow, step.name, saved);
  const go = (target: string) => {
    clearUnsavedChanges();
    void navigate(flowPath(flow, target, params));
  };

  return (
    <StepForm
      key={step.name}
      flow={flow}
      step={step}
      saved={saved}
      context={params}
      readOnly={readOnly}
      onStored={(when) => {
        if (when === 'now') void state.mutate();
        else storedElsewhere.current = true;
      }}
      header={header ? (leave) => header({ flow, step, body, answers: saved, leave, go }) : undefined}
      onSave={async (fields, answers) => {
        await save(flow, step, fields, saved, answers);
        if (storedElsewhere.current) {
          storedElsewhere.current = false;
          await state.mutate();
        }
      }}
      onContinue={(answers: Answers) => go(flowPath(flow, nextStep(flow, step.name, answers), params))}
      onBack={before === null ? null : (answers: Answers) => go(flowPath(flow, previousStep(flow, step.name, answers) ?? before, params))}
    />
  );
}
