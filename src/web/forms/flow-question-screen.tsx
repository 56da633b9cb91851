import { Activity, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Link } from '@mui/material';
import { findStep, isStepVisible, nextStep, previousStep, type Answers, type Flow, type Step } from '../../flows';
import { useFlow } from '../api/flows/use-flow';
import { LoadingScreen } from '../components/loading-screen';
import { PageHeading } from '../components/page-heading';
import { answersOfOwnerBody } from './answers-of-owner';
import { FlowLoadFailure } from './flow-load-failure';
import { flowPath, findStepBySegment } from './flow-paths';
import { StepForm } from './step-form';
import { clearUnsavedChanges } from './unsaved-changes';
import { useOwnerAnswers, type AnswersOwner } from './use-owner-answers';
import { sameAnswers, whenDrawn } from './next-step-drawn';
import { Redirect } from '../navigation/redirect';

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
  // The step a Continue leads to, drawn out of sight while the step is saved, and the answers it was drawn with.
  const [upcoming, setUpcoming] = useState<{ from: string; step: Step; answers: Answers } | null>(null);
  // The key the step shown is drawn under, chosen when it is reached (below).
  const [arrival, setArrival] = useState<{ step: string; key: string } | null>(null);
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
  const read = answersOfOwnerBody(flow, body);
  // While the saved answers are those the next step was drawn with, that very object stands for them: what the
  // step worked out from them (its form's schema and defaults) is not worked out again when it is revealed.
  const drawnAsSaved = upcoming !== null && sameAnswers(upcoming.answers, read);
  const saved = drawnAsSaved ? upcoming.answers : read;
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
  if (!isStepVisible(flow, step.name, saved)) return <Redirect to={flowPath(flow, nextStep(flow, step.name, saved), params)} />;
  const lands = landing?.(flow, step.name, saved) ?? step.name;
  if (lands !== step.name) return <Redirect to={flowPath(flow, lands, params)} />;

  if (arrival?.step !== step.name) {
    // The step drawn out of sight for this one is revealed when the answers are those it was drawn with; when the
    // server's differ (it brought back answers set aside, gave new records their ids), it is drawn afresh from them.
    const reveal = upcoming?.step.name === step.name && drawnAsSaved;
    setArrival({ step: step.name, key: reveal ? step.name : `${step.name} drawn on arrival` });
  }
  const shownKey = arrival?.step === step.name ? arrival.key : step.name;
  const before = previousStep(flow, step.name, saved);
  const go = (target: string) => {
    clearUnsavedChanges();
    void navigate(flowPath(flow, target, params));
  };

  const form = (shown: Step, answers: Answers, key: string, visible: boolean) => {
    const back = visible ? before : previousStep(flow, shown.name, answers);
    return (
      <Activity key={key} mode={visible ? 'visible' : 'hidden'}>
        <StepForm
          flow={flow}
          step={shown}
          saved={answers}
          context={params}
          readOnly={readOnly}
          onStored={(when) => {
            if (when === 'now') void state.mutate();
            else storedElsewhere.current = true;
          }}
          header={header ? (leave) => header({ flow, step: shown, body, answers, leave, go }) : undefined}
          onSave={async (fields, edited) => {
            await save(flow, shown, fields, answers, edited);
            if (storedElsewhere.current) {
              storedElsewhere.current = false;
              await state.mutate();
            }
          }}
          // While the save is on its way, the next step is drawn out of sight (React renders a hidden Activity when
          // the browser is otherwise idle), so that Continue then only reveals it rather than drawing it after the
          // answer came (issue 38 item 8). A failed save drops it and the person stays here with the error.
          onContinueSaving={(next) => {
            const to = next === null ? null : nextStep(flow, shown.name, next);
            const target = to?.kind === 'step' ? findStep(flow, to.step) : undefined;
            if (next === null || target === undefined) return setUpcoming(null);
            setUpcoming({ from: shown.name, step: target, answers: next });
            return whenDrawn(target.name);
          }}
          onContinue={(next: Answers) => go(flowPath(flow, nextStep(flow, shown.name, next), params))}
          onBack={back === null ? null : (next: Answers) => go(flowPath(flow, previousStep(flow, shown.name, next) ?? back, params))}
        />
      </Activity>
    );
  };

  // A keyed list: the step drawn out of sight is the same element once the address names it, so it is revealed, not
  // drawn again; the step it was drawn for must be the one shown, or it is stale and goes.
  return (
    <>
      {[
        form(step, saved, shownKey, true),
        ...(upcoming !== null && upcoming.from === step.name && upcoming.step.name !== step.name
          ? [form(upcoming.step, upcoming.answers, upcoming.step.name, false)]
          : []),
      ]}
    </>
  );
}
