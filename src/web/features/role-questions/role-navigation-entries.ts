import { walkFlow, type Answers, type Flow } from '../../../flows';

export interface RoleNavigationEntry {
  section: string;
  complete: boolean;
  /** Open only once the section before it is complete (the first always is). */
  locked: boolean;
  /** The section's sub-sections (spec 000 §3 "Role (shell view)"), each with the first step the answers show in it. */
  parts: { name: string; firstStep: string }[];
}

/**
 * The role navigation: each section with its sub-sections in the flow's order, each part leading to its first step
 * on the role's current path. A section without sub-sections is one part named after itself.
 */
export function roleNavigationEntries(flow: Flow, answers: Answers, completedSections: readonly string[]): RoleNavigationEntry[] {
  const path = walkFlow(flow, answers).path;
  return flow.sections.map((section, index) => {
    const parts: { name: string; firstStep: string }[] = [];
    for (const name of path) {
      const step = flow.steps.find((candidate) => candidate.name === name);
      if (!step || step.section !== section) continue;
      const part = step.subsection ?? section;
      if (!parts.some((entry) => entry.name === part)) parts.push({ name: part, firstStep: name });
    }
    const previous = flow.sections[index - 1];
    return { section, complete: completedSections.includes(section), locked: previous !== undefined && !completedSections.includes(previous), parts };
  });
}
