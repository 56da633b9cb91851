import type { Flow } from '../types';
import type { LintIssue } from './lint-issue';
import { conditionSites, siteIds, type ConditionSite } from '../condition-sites';
import { conditionFields } from '../condition-fields';
import { conditionInWords } from '../studio/condition-in-words';
import { conditionSatisfiable } from './condition-satisfiable';
import { conditionSiteInWords } from './condition-site-in-words';
import { questionInWords } from './question-in-words';
import { stepInWords } from './step-in-words';

type SiteKind = 'step' | 'question' | 'move' | 'end';

function kindOf(site: ConditionSite): SiteKind {
  if (site.step === undefined) return 'end';
  if (site.question !== undefined) return 'question';
  return site.id === siteIds.step(site.step) ? 'step' : 'move';
}

const VERBS: Record<SiteKind, { holds: string; never: string }> = {
  step: { holds: 'is shown', never: 'the step is never shown' },
  question: { holds: 'is asked', never: 'the question is never asked' },
  move: { holds: 'is made', never: 'the move is never made' },
  end: { holds: 'is reached', never: 'the end is never reached' },
};

/** Where each question is asked: its step's index and its place on the step (the first step, if asked twice). */
function placesOf(flow: Flow): Map<string, { step: number; position: number }> {
  const places = new Map<string, { step: number; position: number }>();
  flow.steps.forEach((step, index) =>
    step.questions.forEach((field, position) => {
      if (!places.has(field)) places.set(field, { step: index, position });
    }),
  );
  return places;
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * Conditions no answers can meet when they are evaluated, each reported once at its step or question:
 * - tests that contradict each other ("Kind is A and Kind is B", "Flag is yes and Flag is no", a test and its
 *   opposite): `condition-contradiction`;
 * - a condition that needs an answer not given yet when it is evaluated: a step's condition on a question the step
 *   itself asks, a question's condition on itself (`condition-needs-own-answer`), or on a question asked later, on
 *   a later step or below it on the same step (`condition-needs-later-answer`). A question below it is a problem too,
 *   though the form would show the question once the one below is answered: it would appear above where the person
 *   is, after they have passed it. A condition that holds while the answer is missing (the resume step is shown
 *   while no resume is uploaded) is sound.
 * A value the question does not offer is `unknown-value` (`checkConditions`); sites naming unknown fields are left to it.
 */
export function checkConditionsHold(flow: Flow): LintIssue[] {
  const places = placesOf(flow);
  const indexOf = new Map(flow.steps.map((step, index) => [step.name, index] as const));
  const issues: LintIssue[] = [];
  for (const site of conditionSites(flow)) {
    const fields = conditionFields(site.condition);
    if (fields.some((field) => !flow.questions[field])) continue;
    const kind = kindOf(site);
    const subject = capitalised(conditionSiteInWords(flow, site));
    const words = conditionInWords(flow, site.condition);
    const at = { ...(site.step !== undefined ? { step: site.step } : {}), ...(site.question !== undefined ? { question: site.question } : {}) };
    if (!conditionSatisfiable(flow, site.condition)) {
      issues.push({
        code: 'condition-contradiction',
        ...at,
        message: `${subject} ${VERBS[kind].holds} only when ${words}, which no answers can meet: its tests contradict each other, so ${VERBS[kind].never}. Change or remove one of them.`,
      });
      continue;
    }
    if (kind === 'end') continue;
    const stepIndex = indexOf.get(site.step!)!;
    const own = places.get(site.question ?? '');
    const notYet = fields.filter((field) => {
      const place = places.get(field);
      if (!place) return true; // asked on no step: never answered (orphan-question says so)
      if (kind === 'move') return place.step > stepIndex;
      if (kind === 'step' || !own) return place.step >= stepIndex;
      return place.step > stepIndex || (place.step === stepIndex && place.position >= own.position);
    });
    if (notYet.length === 0 || conditionSatisfiable(flow, site.condition, { unanswered: new Set(notYet) })) continue;
    const ownAnswers = notYet.filter((field) => (kind === 'question' ? field === site.question : kind === 'step' && places.get(field)?.step === stepIndex));
    const shown = `${subject} ${VERBS[kind].holds} only when ${words}`;
    const earlier = 'Base the condition on an answer given earlier.';
    if (ownAnswers.length > 0) {
      const message =
        kind === 'question'
          ? `${shown}, which depends on its own answer: nobody has given it before the question is shown, so ${VERBS[kind].never}. ${earlier}`
          : `${shown}, but ${ownAnswers.map((field) => questionInWords(flow, field)).join(' and ')} ${ownAnswers.length > 1 ? 'are' : 'is'} asked on this step itself: nobody has answered ${ownAnswers.length > 1 ? 'them' : 'it'} when the step is due, so ${VERBS[kind].never}. ${earlier}`;
      issues.push({ code: 'condition-needs-own-answer', ...at, message });
      continue;
    }
    const field = notYet[0]!;
    const place = places.get(field);
    const message =
      kind === 'question' && place?.step === stepIndex
        ? `${shown}, but ${questionInWords(flow, field)} is asked below it on this step: it would appear above that answer, after the person has passed it. Move ${questionInWords(flow, site.question!)} below ${questionInWords(flow, field)}.`
        : `${shown}, but ${questionInWords(flow, field)} is asked ${place ? `later, on the step ${stepInWords(flow, flow.steps[place.step]!.name)}` : 'on no step'}: nobody has answered it at that point, so ${VERBS[kind].never}. ${earlier}`;
    issues.push({ code: 'condition-needs-later-answer', ...at, message });
  }
  return issues;
}
