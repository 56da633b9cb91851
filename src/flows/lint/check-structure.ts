import type { Flow } from '../types';
import type { LintIssue } from './lint-issue';
import { endNames } from '../find-step';
import { questionInWords } from './question-in-words';
import { stepInWords } from './step-in-words';

/** Steps, sections, questions, save targets and jump targets refer to things that exist, once each. */
export function checkStructure(flow: Flow): LintIssue[] {
  const issues: LintIssue[] = [];
  const stepNames = flow.steps.map((step) => step.name);
  const ends = endNames(flow);

  stepNames.forEach((name, index) => {
    if (stepNames.indexOf(name) !== index)
      issues.push({ code: 'duplicate-step', step: name, message: `Two steps are named “${name}”: give each step a name of its own.` });
  });
  for (const end of ends) {
    if (stepNames.includes(end))
      issues.push({ code: 'end-name-clash', step: end, message: `The end “${end}” has the name of a step: rename the step or the end.` });
  }

  let lastSection = 0;
  for (const step of flow.steps) {
    const section = flow.sections.indexOf(step.section);
    if (section < 0) {
      issues.push({
        code: 'unknown-section',
        step: step.name,
        message: `The step ${stepInWords(flow, step.name)} is in the section “${step.section}”, which is not one of the flow's sections.`,
      });
      continue;
    }
    if (section < lastSection) {
      issues.push({
        code: 'section-order',
        step: step.name,
        message: `The step ${stepInWords(flow, step.name)} of the section “${step.section}” comes after steps of “${flow.sections[lastSection]}”: keep each section's steps in the order of the sections.`,
      });
    }
    lastSection = Math.max(lastSection, section);
  }
  for (const section of flow.sections) {
    if (!flow.steps.some((step) => step.section === section)) issues.push({ code: 'empty-section', message: `The section “${section}” has no steps.` });
  }

  const askedBy = new Map<string, string[]>();
  for (const step of flow.steps) {
    for (const field of step.questions) {
      if (!flow.questions[field])
        issues.push({
          code: 'unknown-question',
          step: step.name,
          question: field,
          message: `The step ${stepInWords(flow, step.name)} asks “${field}”, which is no question of this flow.`,
        });
      askedBy.set(field, [...(askedBy.get(field) ?? []), step.name]);
    }
    for (const [ruleIndex, rule] of (step.next ?? []).entries()) {
      if (!stepNames.includes(rule.goTo) && !ends.includes(rule.goTo)) {
        issues.push({
          code: 'unknown-target',
          step: step.name,
          message: `The step ${stepInWords(flow, step.name)} has a rule (number ${ruleIndex + 1}) going to “${rule.goTo}”, which is neither a step nor an end.`,
        });
      }
    }
    if (step.completionFlag && !Object.hasOwn(flow.saveTargets, step.completionFlag.saveTo)) {
      issues.push({
        code: 'missing-save-target',
        step: step.name,
        message: `completion flag "${step.completionFlag.field}" is saved to "${step.completionFlag.saveTo}", which is not in saveTargets`,
      });
    }
  }
  for (const [field, steps] of askedBy) {
    if (steps.length > 1)
      issues.push({
        code: 'duplicate-question',
        step: steps[1],
        question: field,
        message: `${questionInWords(flow, field)} is asked on more than one step (${steps.map((name) => stepInWords(flow, name)).join(', ')}): ask it on one.`,
      });
  }
  for (const [field, question] of Object.entries(flow.questions)) {
    const step = askedBy.get(field)?.[0];
    if (!step)
      issues.push({ code: 'orphan-question', question: field, message: `${questionInWords(flow, field)} is asked on no step: add it to a step or delete it.` });
    if (!question.saveTo) issues.push({ code: 'missing-save-target', step, question: field, message: `question "${field}" has no saveTo` });
    else if (!Object.hasOwn(flow.saveTargets, question.saveTo)) {
      issues.push({
        code: 'missing-save-target',
        step,
        question: field,
        message: `question "${field}" is saved to "${question.saveTo}", which is not in saveTargets`,
      });
    }
  }
  for (const [name, target] of Object.entries(flow.saveTargets)) {
    // A records target without an item path could create records but never change or delete them.
    if (target.kind === 'records' && !target.itemPath) {
      issues.push({ code: 'missing-save-target', message: `save target "${name}" holds records but has no itemPath to change and delete them` });
    }
    if (target.kind !== 'records' && (target.itemPath || target.idInBody || target.bodyParams || target.uniqueBy || target.noun)) {
      issues.push({
        code: 'missing-save-target',
        message: `save target "${name}" is of kind ${target.kind}: itemPath, idInBody, bodyParams, noun and uniqueBy are for records`,
      });
    }
    if (target.uniqueBy && !target.duplicateMessage) {
      issues.push({ code: 'missing-save-target', message: `save target "${name}" has uniqueBy but no duplicateMessage to say what is wrong` });
    }
  }
  return issues;
}
