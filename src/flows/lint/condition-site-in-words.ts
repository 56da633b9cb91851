import type { ConditionSite } from '../condition-sites';
import type { Flow } from '../types';
import { questionInWords } from './question-in-words';
import { stepInWords } from './step-in-words';

/** Where a condition sits, as the subject of a sentence: "the step “Detail”", "the question “Note”". */
export function conditionSiteInWords(flow: Flow, site: ConditionSite): string {
  if (site.question !== undefined) return `the question ${questionInWords(flow, site.question)}`;
  const rule = /^next .*\[(\d+)\]$/.exec(site.id);
  if (site.step !== undefined && rule) {
    const goTo = flow.steps.find((step) => step.name === site.step)?.next?.[Number(rule[1])]?.goTo ?? '';
    const target = flow.steps.some((step) => step.name === goTo) ? stepInWords(flow, goTo) : `“${goTo}”`;
    return `the move from ${stepInWords(flow, site.step)} to ${target}`;
  }
  if (site.step !== undefined) return `the step ${stepInWords(flow, site.step)}`;
  const end = /^end\[(\d+)\]$/.exec(site.id);
  return `the end “${end ? flow.ends.rules[Number(end[1])]?.goTo : ''}”`;
}
