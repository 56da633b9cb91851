import { walkFlow } from './walk-flow';
import type { Answers } from './answers';
import type { Flow } from './types';

interface SectionStart {
  section: string;
  /** The section's first step on the path these answers take; undefined when the path skips the whole section. */
  onPath: string | undefined;
  /** The section's first step in flow order, whatever the answers. */
  inFlow: string;
}

/** Where each section begins, in the flow's order: the Jump To menu and the dashboard's section cards. */
export function sectionStarts(flow: Flow, answers: Answers): SectionStart[] {
  const sectionOf = new Map(flow.steps.map((step) => [step.name, step.section]));
  const { path } = walkFlow(flow, answers);
  return flow.sections.map((section) => ({
    section,
    onPath: path.find((name) => sectionOf.get(name) === section),
    // The flow's lint refuses a section without steps, so a loaded flow has one for each.
    inFlow: flow.steps.find((step) => step.section === section)!.name,
  }));
}
