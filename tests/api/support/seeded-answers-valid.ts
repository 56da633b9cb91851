import { isStepVisible, offPathFields, validateStep, type Answers, type Flow, type StepValidator } from '../../../src/flows';

/**
 * Throws unless `answers` are what the flow would have saved: every answered step's answers pass its validation
 * (schemas, comparisons, checks, dates against `today`) and no answer sits on a question the flow does not ask for
 * them (cities with an openness that asks for none). Seeded data then shows nothing a person could not have entered.
 * Run by the demo test over what the seed stored, not by the seed: it would add about half to the seeding time.
 */
export function assertSeededAnswersValid(flow: Flow, answers: Answers, validator: StepValidator, today: string, who: string): void {
  const offPath = offPathFields(flow, answers);
  if (offPath.length > 0) throw new Error(`Seeded answers of ${who} answer questions the flow does not ask them: ${offPath.join(', ')}`);
  for (const step of flow.steps) {
    if (!step.questions.some((field) => answers[field] !== undefined) || !isStepVisible(flow, step.name, answers)) continue;
    const errors = validateStep(flow, step.name, answers, validator, today);
    if (errors.length > 0) throw new Error(`Seeded answers of ${who} fail the flow's step ${step.name}: ${JSON.stringify(errors)}`);
  }
}
