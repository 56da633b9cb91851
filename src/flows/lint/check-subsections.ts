import type { Flow } from '../types';
import type { LintIssue } from './lint-issue';

/**
 * Sub-sections are navigation entries inside a section, so within a section either every step names one or
 * none does (a step without one would be unreachable from the navigation), and each sub-section is one run of
 * consecutive steps (the navigation jumps to a sub-section's first step and marks where the person is).
 */
export function checkSubsections(flow: Flow): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const section of flow.sections) {
    const steps = flow.steps.filter((step) => step.section === section);
    const named = steps.filter((step) => step.subsection !== undefined);
    if (named.length === 0) continue;
    for (const step of steps.filter((candidate) => candidate.subsection === undefined)) {
      issues.push({ code: 'subsection-missing', step: step.name, message: `step "${step.name}" names no sub-section, while other steps of "${section}" do` });
    }
    const finished = new Set<string>();
    let current: string | undefined;
    for (const step of named) {
      if (step.subsection === current) continue;
      if (current !== undefined) finished.add(current);
      current = step.subsection!;
      if (finished.has(current)) {
        issues.push({
          code: 'subsection-split',
          step: step.name,
          message: `sub-section "${current}" of "${section}" resumes at step "${step.name}" after other sub-sections; keep its steps together`,
        });
      }
    }
  }
  return issues;
}
