import { Activity, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Link } from '@mui/material';
import { findStep, isStepVisible, nextStep, previousStep, type Answers, type Flow, type Step } from '../../flows';
import { useFlow } from '../api/flows/use-flow';
import { LoadingScreen } from '../components/loading-screen';
import { PageHeading } from '../components/page-heading';
import { answersOfOwnerBody } from './answers-of-owner';
import { FlowLoadFailure } from './flow-load-failure';
import { flowPath, findStepBySegment, stepSegment } from './flow-paths';
import { StepForm } from './step-form';
import { clearUnsavedChanges } from './unsaved-changes';
import { useOwnerAnswers, type AnswersOwner } from './use-owner-answers';
import { sameAnswers, sameAnswersTo } from './same-answers';
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
  // Set once the person has left for another page: a save answered after that does not bring them back here.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);
  // The address's step segment, read when a save is answered: a Continue moves on only while the address still names
  // the step it saved, so the browser's Back during the save leaves the person where Back took them.
  const addressed = useRef(questionName);
  useLayoutEffect(() => {
    addressed.current = questionName;
  }, [questionName]);
  // The step a Continue leads to, shown while the step it leaves is saved, and the answers it was drawn with.
  // `landed` once the address has named it: it is then the step shown, and no longer shown ahead of the one it left.
  const [upcoming, setUpcoming] = useState<{ from: string; step: Step; answers: Answers; landed: boolean } | null>(null);
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
    // The step shown ahead of its address is kept when the server saved its questions' answers as it was drawn with
    // them (the rest it reads as they come); when they differ (answers set aside brought back, new records' ids), it
    // is drawn afresh from them, since a form takes its values when it is drawn.
    const reveal = upcoming?.step.name === step.name && sameAnswersTo(step.questions, upcoming.answers, read);
    setArrival({ step: step.name, key: reveal ? step.name : `${step.name} drawn on arrival` });
  }
  if (upcoming?.step.name === step.name && !upcoming.landed) setUpcoming({ ...upcoming, landed: true });
  const shownKey = arrival?.step === step.name ? arrival.key : step.name;
  const before = previousStep(flow, step.name, saved);
  const go = (target: string) => {
    clearUnsavedChanges();
    void navigate(flowPath(flow, target, params));
  };

  const form = (shown: Step, answers: Answers, key: string, visible: boolean) => {
    const back = shown.name === step.name ? before : previousStep(flow, shown.name, answers);
    return (
      <Activity key={key} mode={visible ? 'visible' : 'hidden'}>
        <StepForm
          flow={flow}
          step={shown}
          saved={answers}
          context={params}
          readOnly={readOnly}
          awaitingArrival={shown.name !== step.name}
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
          // The next step of the flow is shown at once, while the save is on its way (issue 38 item 8: the person
          // no longer waits for a round trip to read on); its address follows once the answers are saved. A failed
          // save takes it away again and shows this step, kept as it was out of sight, with the error.
          onContinueSaving={(next) => {
            const to = next === null ? null : nextStep(flow, shown.name, next);
            const target = to?.kind === 'step' ? findStep(flow, to.step) : undefined;
            setUpcoming(next === null || target === undefined ? null : { from: shown.name, step: target, answers: next, landed: false });
          }}
          onContinue={(next: Answers) => {
            if (left.current) return clearUnsavedChanges();
            if (addressed.current !== shown.name && addressed.current !== stepSegment(shown.name)) {
              setUpcoming((current) => (current?.from === shown.name && !current.landed ? null : current));
              return;
            }
            go(flowPath(flow, nextStep(flow, shown.name, next), params));
          }}
          onBack={back === null ? null : (next: Answers) => go(flowPath(flow, previousStep(flow, shown.name, next) ?? back, params))}
        />
      </Activity>
    );
  };

  // A keyed list: the step shown ahead of its address is the same element once the address names it, so it is kept,
  // not drawn again; it comes first, so that the page's first heading is the one on screen. The step it leaves stays
  // out of sight, as the person left it, until its save is answered.
  const ahead = upcoming !== null && !upcoming.landed && upcoming.from === step.name && upcoming.step.name !== step.name ? upcoming : null;
  return (
    <>{ahead === null ? [form(step, saved, shownKey, true)] : [form(ahead.step, ahead.answers, ahead.step.name, true), form(step, saved, shownKey, false)]}</>
  );
}
