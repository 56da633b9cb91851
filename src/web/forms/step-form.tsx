import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import Form from '@rjsf/mui';
import type { ErrorSchema } from '@rjsf/utils';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { normalizeAnswers, validateStep, type Answers, type FieldError, type Flow, type Step } from '../../flows';
import { isApiError } from '../api/api-error';
import { PageHeading } from '../components/page-heading';
import { answersValidator } from './answers-validator';
import { flowFormParts } from './flow-form-parts';
import { listAsText, listSeparatorOf, stepFormSchema } from './step-form-schema';
import { setUnsavedChanges } from './unsaved-changes';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';
import { ConfirmDialog } from '../components/confirm-dialog';
import { answersLost, setAsideWords } from './answers-lost';
import type { StepFormContext } from './widgets/step-form-context';
import type { OwnerParams } from './fill-path';
import { localToday } from './local-today';
import { dropEmptyRecordFields } from './drop-empty-record-fields';
import { errorsInFormOrder } from './errors-in-form-order';
import { ArrivalGate } from './arrival-gate';

type FormValue = Record<string, unknown>;

function errorSchemaOf(flow: Flow, errors: FieldError[]): ErrorSchema<FormValue> {
  const builder = new ErrorSchemaBuilder<FormValue>();
  for (const error of errors) {
    // A list typed in one box has no box per item: a problem with one name is shown at the box.
    const oneBox = flow.questions[error.field] !== undefined && listSeparatorOf(flow.questions[error.field]!) !== undefined;
    const path = [error.field, ...(oneBox ? [] : (error.path ?? '').split('/').filter((part) => part !== ''))];
    builder.addErrors(error.message, path);
  }
  return builder.ErrorSchema;
}

/** The step's answers as they will be saved: the shown questions only, normalized by the flow's rules. */
function toSave(flow: Flow, shown: string[], values: FormValue): Answers {
  const picked = Object.fromEntries(shown.filter((field) => values[field] !== undefined).map((field) => [field, values[field]]));
  return normalizeAnswers(flow, dropEmptyRecordFields(flow, picked));
}

/** Problems with a refused save that belong to a question of this step, and the rest as one message. */
function serverErrors(error: unknown, shown: string[]): { fieldErrors: FieldError[]; general: string | null } {
  if (!isApiError(error)) return { fieldErrors: [], general: 'Saving failed. Check your connection and try again.' };
  const body = error.body;
  const fieldErrors: FieldError[] = [];
  if (typeof body === 'object' && body !== null) {
    for (const [key, messages] of Object.entries(body as Record<string, unknown>)) {
      if (shown.includes(key) && Array.isArray(messages)) for (const message of messages) fieldErrors.push({ field: key, message: String(message) });
    }
  }
  return { fieldErrors, general: fieldErrors.length > 0 ? null : error.message };
}

export interface StepFormProps {
  flow: Flow;
  step: Step;
  /** The answers as saved. */
  saved: Answers;
  /** Saves the step's answers; rejects with the API's error when refused. */
  onSave: (fields: string[], answers: Answers) => Promise<void>;
  /** After a successful save (or a skip): where to go with the answers as they now are. */
  onContinue: (answers: Answers) => void;
  /**
   * A Continue's save has started: the answers the step will have once it is saved, for the screen to show the next
   * step meanwhile; null when the save failed.
   */
  onContinueSaving?: (answers: Answers | null) => void;
  /**
   * Shown while the step before it is saved, ahead of its own address: what the person asks of it (Continue, Back,
   * Skip, a jump) is done once the address names it, so no step is saved or left before the one before it is saved.
   */
  awaitingArrival?: boolean;
  onBack: ((answers: Answers) => void) | null;
  /** Above the form (progress, the Jump To menu); `leave` saves valid edits before going elsewhere. */
  header?: (leave: (to: (answers: Answers) => void) => void) => ReactNode;
  /** Whose answers these are: the placeholders of upload and search paths. */
  context: OwnerParams;
  /** A widget stored something itself (an upload): refresh the owner's answers. */
  onStored?: (when: 'now' | 'on-save') => void;
  /** Why the answers are shown but cannot be changed; null when they can. */
  readOnly?: string | null;
}

/** One step of a question flow, drawn by RJSF from the step's questions; validated by the flow engine. */
export function StepForm({
  flow,
  step,
  saved,
  onSave,
  onContinue,
  onContinueSaving,
  awaitingArrival = false,
  onBack,
  header,
  context,
  onStored,
  readOnly = null,
}: StepFormProps) {
  const savedValues = (): FormValue => Object.fromEntries(step.questions.map((field) => [field, listAsText(flow.questions[field]!, saved[field])]));
  const [values, setValues] = useState<FormValue>(() => {
    const initial = savedValues();
    // A question whose flow schema gives a default starts from it, which is then the answer. (A slider has none: the
    // value it shows before it is touched is nobody's answer, issue 35 item 7.)
    const { schema: drawn } = stepFormSchema(flow, step, { ...saved, ...initial });
    for (const [field, property] of Object.entries(drawn.properties ?? {})) {
      const fallback = (property as { default?: unknown }).default;
      if (initial[field] === undefined && fallback !== undefined) initial[field] = fallback;
    }
    return initial;
  });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Saved records the new answer would remove, waiting for the person's word: go on (true) or keep them (false).
  const [losing, setLosing] = useState<{ words: string; decide: (go: boolean) => void } | null>(null);
  const merged = useMemo(() => ({ ...saved, ...values }), [saved, values]);
  const { schema, uiSchema, fields: shown } = useMemo(() => stepFormSchema(flow, step, merged), [flow, step, merged]);
  const formContext: StepFormContext = { flow, answers: merged, params: context, onStored };
  // The summary says each problem once (tied ranks carry one message at each tied rank, but it is one problem), in
  // the order the fields are drawn, so the first line is the first field in error.
  const ordered = errorsInFormOrder(schema, shown, errors);
  const summary = ordered.filter((error, index) => ordered.findIndex((other) => other.message === error.message) === index);
  // Compared as they would be saved: a list shown as text ("KIPP, YES Prep") is the same list when untouched.
  const differs = (current: FormValue) => {
    const normalized = normalizeAnswers(flow, current);
    return step.questions.some((field) => JSON.stringify(normalized[field]) !== JSON.stringify(saved[field]));
  };
  // What the step showed on arrival, schema defaults included: leaving without touching anything goes without
  // saving (Back mirrors forward, spec 001 §2.2), while Continue still saves those defaults.
  const [arrived] = useState(values);
  const changed = differs(values) && step.questions.some((field) => JSON.stringify(values[field]) !== JSON.stringify(arrived[field]));

  useEffect(() => {
    if (!changed) return;
    // Closing the tab or reloading would drop what was typed on this step: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  // What the person asks for while the step is shown ahead of its address is done once it has arrived. If the save
  // before it fails, this step goes, and the request with it: the person is back on the step that failed.
  const [gate] = useState(() => new ArrivalGate(awaitingArrival));
  useLayoutEffect(() => gate.update(awaitingArrival), [gate, awaitingArrival]);
  const act = (action: () => void) => gate.act(action);

  const focusFirstError = (found: FieldError[]) => {
    // After React has drawn the messages: the first field in error takes the focus, its message read with it.
    requestAnimationFrame(() => {
      const first = found[0];
      if (!first) return;
      const id = ['root', first.field, ...(first.path ?? '').split('/').filter(Boolean)].join('_');
      const field = document.getElementById(id) ?? document.getElementById(`root_${first.field}`);
      const focusable = field?.matches('input, textarea, select, [tabindex]')
        ? field
        : field?.querySelector<HTMLElement>('input, textarea, select, [tabindex]');
      (focusable ?? document.getElementById('step-errors'))?.focus();
    });
  };

  /**
   * Validates and saves the step; answers the saved answers, or null when something is wrong. On Continue (`movingOn`)
   * the screen is told the answers as they will be once saved when the save starts (null when it fails), and
   * "Saving…" stays until the next step replaces this one: this step is not drawn once more without it first.
   */
  const validateAndSave = async (current: FormValue, movingOn = false): Promise<Answers | null> => {
    const answers = toSave(flow, shown, current);
    const next = { ...saved, ...answers };
    for (const field of step.questions) if (!(field in answers)) delete next[field];
    const found = validateStep(flow, step.name, next, answersValidator, localToday());
    setErrors(found);
    setGeneral(null);
    if (found.length > 0) {
      focusFirstError(errorsInFormOrder(schema, shown, found));
      return null;
    }
    if (!differs(current) && !step.completionFlag) return next;
    const lost = answersLost(flow, saved, next);
    if (lost !== null && !(await new Promise<boolean>((decide) => setLosing({ words: lost, decide })))) {
      // Kept: the answer that showed them comes back, so nothing changes unless the person changes it again.
      setValues(savedValues());
      return null;
    }
    setSaving(true);
    try {
      const stored = onSave(shown, answers);
      if (movingOn) onContinueSaving?.(next);
      await stored;
      if (!movingOn) setSaving(false);
      return next;
    } catch (error) {
      if (movingOn) void onContinueSaving?.(null);
      setSaving(false);
      const refused = serverErrors(error, shown);
      setErrors(refused.fieldErrors);
      setGeneral(refused.general);
      focusFirstError(errorsInFormOrder(schema, shown, refused.fieldErrors));
      return null;
    }
  };

  const goOn = async (current: FormValue) => {
    const answers = await validateAndSave(current, true);
    if (answers) onContinue(answers);
  };

  /** Leaving the step any way but Continue keeps what was typed: valid changes are saved first, problems shown. */
  const leave = async (to: (answers: Answers) => void) => {
    if (!changed) return to(saved);
    const answers = await validateAndSave(values);
    if (answers) to(answers);
  };

  return (
    <Box component="section" data-step={step.name} aria-labelledby="step-heading" sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      {header?.((to) => act(() => void leave(to)))}
      <div id="step-heading">
        <PageHeading key={step.name}>{step.title ?? step.section}</PageHeading>
      </div>
      {step.body ? <Typography sx={{ mb: 3 }}>{step.body}</Typography> : null}
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {readOnly}
        </Alert>
      ) : null}
      {errors.length > 0 || general ? (
        <Alert id="step-errors" severity="error" tabIndex={-1} sx={{ mb: 2 }}>
          {general ?? (
            <>
              <Typography component="p">Please fix {summary.length === 1 ? 'this problem' : `these ${summary.length} problems`}:</Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {summary.map((error) => (
                  <li key={`${error.field}${error.path ?? ''}${error.message}`}>
                    <Link
                      href={`#root_${error.field}`}
                      onClick={(event) => {
                        event.preventDefault();
                        focusFirstError([error]);
                      }}
                    >
                      {error.message}
                    </Link>
                  </li>
                ))}
              </Box>
            </>
          )}
        </Alert>
      ) : null}
      <UnsavedChangesPrompt edited={changed} />
      {losing ? (
        <ConfirmDialog
          title="Set saved details aside?"
          description={setAsideWords(losing.words)}
          confirmLabel="Set aside and continue"
          onClose={() => {
            losing.decide(false);
            setLosing(null);
          }}
          onConfirm={async () => {
            losing.decide(true);
            setLosing(null);
          }}
        />
      ) : null}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={values}
        formContext={formContext}
        {...flowFormParts}
        extraErrors={errorSchemaOf(flow, errors)}
        disabled={saving}
        // Read, not greyed out: the answers stay as legible as anywhere else.
        readonly={readOnly !== null}
        onChange={(event) => {
          const next = event.formData ?? {};
          setValues(next);
          setUnsavedChanges();
          // A corrected answer's old message would only mislead.
          setErrors((current) => current.filter((error) => JSON.stringify(next[error.field]) === JSON.stringify(values[error.field])));
        }}
        // RJSF's own copy: it holds the defaults it drew as well as the edits.
        onSubmit={(event) => act(() => (readOnly === null ? void goOn(event.formData ?? values) : onContinue(saved)))}
      >
        <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap', alignItems: 'center' }}>
          {onBack ? (
            <Button variant="outlined" onClick={() => act(() => (readOnly === null ? void leave(onBack) : onBack(saved)))} disabled={saving}>
              Back
            </Button>
          ) : null}
          {readOnly === null ? (
            <Button type="submit" variant="contained" disabled={saving}>
              Continue
            </Button>
          ) : (
            // Nothing can be saved: the next question is the one the saved answers lead to.
            <Button variant="contained" onClick={() => act(() => onContinue(saved))}>
              Next question
            </Button>
          )}
          {step.optional && readOnly === null ? (
            <Button onClick={() => act(() => onContinue(saved))} disabled={saving}>
              Skip for now
            </Button>
          ) : null}
          {saving ? (
            <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={20} /> Saving…
            </Box>
          ) : null}
        </Box>
      </Form>
    </Box>
  );
}
