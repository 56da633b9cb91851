import type { FlowDocument, Question, Step } from '../../../flows';
import { optionCode, questionKey, stepName } from './new-keys';
import type { QuestionKind } from './question-kind';

/** The words of a step in lists: its title, else its first question's label, else "A step with no questions". */
export function stepWords(document: FlowDocument, step: Step): string {
  const first = step.questions[0];
  return step.title ?? (first !== undefined ? document.questions[first]?.label : undefined) ?? 'A step with no questions yet';
}

/**
 * Where a new question on `stepName` is saved: where the questions beside it are (on its step first, then on the
 * steps nearest it), among the save targets that take plain answers; else the flow's first such target.
 */
export function saveTargetNear(document: FlowDocument, stepName: string): string {
  const plain = new Set(Object.entries(document.saveTargets).flatMap(([name, target]) => (target.kind === 'answers' ? [name] : [])));
  const at = document.steps.findIndex((step) => step.name === stepName);
  const byDistance = document.steps.map((step, index) => ({ step, distance: Math.abs(index - at) })).sort((a, b) => a.distance - b.distance);
  for (const { step } of byDistance) {
    for (const field of step.questions) {
      const target = document.questions[field]?.saveTo;
      if (target !== undefined && plain.has(target)) return target;
    }
  }
  return [...plain][0] ?? Object.keys(document.saveTargets)[0] ?? '';
}

function choices(titles: string[]): { const: string; title: string }[] {
  const taken = new Set<string>();
  return titles.map((title) => {
    const code = optionCode(title, taken);
    taken.add(code);
    return { const: code, title };
  });
}

/** A new question of `kind` with its label, every limit it has with its message, and where it is saved. */
export function newQuestion(kind: Exclude<QuestionKind, 'other'>, label: string, saveTo: string): Question {
  const base = { label, saveTo };
  switch (kind) {
    case 'text':
      return {
        ...base,
        schema: { type: 'string', maxLength: 200, errorMessage: { maxLength: 'Keep this to 200 characters or fewer' } },
        ui: { widget: 'text' },
      };
    case 'number':
      return {
        ...base,
        schema: {
          type: 'integer',
          minimum: 0,
          maximum: 50,
          errorMessage: { minimum: 'Choose a number from 0 to 50', maximum: 'Choose a number from 0 to 50' },
        },
        ui: { widget: 'slider', step: 1 },
      };
    case 'single':
      return {
        ...base,
        schema: { type: 'string', oneOf: choices(['First option', 'Second option']), errorMessage: { oneOf: 'Choose a listed option' } },
        ui: { widget: 'radio' },
      };
    case 'multiple':
      return {
        ...base,
        schema: {
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', oneOf: choices(['First option', 'Second option']), errorMessage: { oneOf: 'Choose listed options' } },
          errorMessage: { uniqueItems: 'Choose each option once' },
        },
        ui: { widget: 'checkboxes' },
      };
    case 'yesNo':
      return {
        ...base,
        schema: {
          type: 'boolean',
          oneOf: [
            { const: true, title: 'Yes' },
            { const: false, title: 'No' },
          ],
          errorMessage: { oneOf: 'Choose Yes or No' },
        },
        ui: { widget: 'radio' },
      };
  }
}

const withSteps = (document: FlowDocument, change: (steps: Step[]) => Step[]): FlowDocument => ({ ...document, steps: change(document.steps) });

/** A new question added at the end of a step, its field name made from its label; returns the field name too. */
export function addQuestion(
  document: FlowDocument,
  step: string,
  kind: Exclude<QuestionKind, 'other'>,
  label: string,
): { document: FlowDocument; field: string } {
  const field = questionKey(label, new Set(Object.keys(document.questions)));
  const question = newQuestion(kind, label, saveTargetNear(document, step));
  const next = withSteps({ ...document, questions: { ...document.questions, [field]: question } }, (steps) =>
    steps.map((candidate) => (candidate.name === step ? { ...candidate, questions: [...candidate.questions, field] } : candidate)),
  );
  return { document: next, field };
}

/** The question taken out of the flow and off every step (its saved answers are the caller's to settle). */
export function removeQuestion(document: FlowDocument, field: string): FlowDocument {
  const { [field]: _gone, ...questions } = document.questions;
  return withSteps({ ...document, questions }, (steps) => steps.map((step) => ({ ...step, questions: step.questions.filter((name) => name !== field) })));
}

function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A question moved one place up (-1) or down (1) on its step. */
export function moveQuestion(document: FlowDocument, step: string, field: string, delta: -1 | 1): FlowDocument {
  return withSteps(document, (steps) =>
    steps.map((candidate) =>
      candidate.name === step ? { ...candidate, questions: moved(candidate.questions, candidate.questions.indexOf(field), delta) } : candidate,
    ),
  );
}

/** A new step after `after`, in its section (and sub-section), titled and named from the title; returns its name. */
export function addStep(document: FlowDocument, after: string, title: string): { document: FlowDocument; name: string } {
  const at = document.steps.findIndex((step) => step.name === after);
  const neighbour = document.steps[at] ?? document.steps[document.steps.length - 1]!;
  const name = stepName(title, new Set(document.steps.map((step) => step.name)));
  const step: Step = { name, section: neighbour.section, ...(neighbour.subsection ? { subsection: neighbour.subsection } : {}), title, questions: [] };
  const steps = [...document.steps];
  steps.splice(at < 0 ? steps.length : at + 1, 0, step);
  return { document: { ...document, steps }, name };
}

/** The step and its questions taken out of the flow (their saved answers are the caller's to settle). */
export function removeStep(document: FlowDocument, name: string): FlowDocument {
  const step = document.steps.find((candidate) => candidate.name === name);
  if (!step) return document;
  const without = step.questions.reduce((next, field) => removeQuestion(next, field), document);
  return withSteps(without, (steps) => steps.filter((candidate) => candidate.name !== name));
}

/** A step moved one place up (-1) or down (1); crossing into another section, it joins that section. */
export function moveStep(document: FlowDocument, name: string, delta: -1 | 1): FlowDocument {
  const index = document.steps.findIndex((step) => step.name === name);
  const other = document.steps[index + delta];
  if (index < 0 || !other) return document;
  const steps = moved(document.steps, index, delta).map((step) => (step.name === name && other.section !== step.section ? withSection(step, other) : step));
  return { ...document, steps };
}

function withSection(step: Step, like: Step): Step {
  const { subsection: _old, ...rest } = step;
  return { ...rest, section: like.section, ...(like.subsection ? { subsection: like.subsection } : {}) };
}

/** A step's heading set (empty: the section's name is shown, as before). */
export function withStepTitle(document: FlowDocument, name: string, title: string): FlowDocument {
  return withSteps(document, (steps) =>
    steps.map((step) => {
      if (step.name !== name) return step;
      const { title: _old, ...rest } = step;
      return title === '' ? rest : { ...rest, title };
    }),
  );
}
