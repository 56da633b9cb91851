import { describe, expect, it } from 'vitest';
import { lintFlow } from '../../../src/flows/lint/lint-flow';
import { validateStep } from '../../../src/flows/validate-step';
import type { Flow } from '../../../src/flows/types';
import { loadFlowVersion } from '../../../scripts/lib/schema-files';
import { load, tinyDocument, validator } from './helpers';

const role = loadFlowVersion('role', 1, validator);

/** Each section's sub-sections in navigation order, with their steps. */
function navigation(flow: Flow): Record<string, [string | undefined, string[]][]> {
  const result: Record<string, [string | undefined, string[]][]> = {};
  for (const step of flow.steps) {
    const runs = (result[step.section] ??= []);
    const last = runs.at(-1);
    if (last && last[0] === step.subsection) last[1].push(step.name);
    else runs.push([step.subsection, [step.name]]);
  }
  return result;
}

describe('sub-sections', () => {
  it('the role navigation shows the sub-sections of spec 001 §2.2, in order, each one run of steps', () => {
    const sections = navigation(role);
    expect(Object.keys(sections)).toEqual(['Role Basics', 'Education', 'Work Experience', 'Skills']);
    expect(sections['Role Basics']!.map(([name]) => name)).toEqual(['General', 'Location Preferences', 'Compensation', 'Job File Upload']);
    expect(sections.Education!.map(([name]) => name)).toEqual([undefined]);
    expect(sections['Work Experience']!.map(([name]) => name)).toEqual(['General', 'Budget Experience', 'Areas of Expertise']);
    expect(sections.Skills).toEqual([
      ['Languages', ['languages']],
      ['Skills', ['skills']],
    ]);
    const basics = Object.fromEntries(sections['Role Basics']!);
    expect(basics['Location Preferences']).toEqual(['geographicRequirement', 'availableMetroAreas', 'openToRelocation', 'offersRelocation']);
    // Spec 001 §2.2's order: travel and the working-style questions follow the pay questions, before the job file.
    expect(basics.Compensation!.slice(0, 5)).toEqual(['preferredSalary', 'maximumSalary', 'preferredRate', 'maximumRate', 'requiresTravel']);
    expect(basics.Compensation!.at(-1)).toBe('matchingNotes');
    expect(basics.General!.slice(0, 3)).toEqual(['intro', 'serviceTier', 'jobTitle']);
    expect(basics['Job File Upload']).toEqual(['jobFileUpload']);
    expect(Object.fromEntries(sections['Work Experience']!)['Budget Experience']).toEqual(['budgetResponsibility']);
  });

  it('the lint refuses a sub-section split in two, and a section where only some steps name one', () => {
    const document = tinyDocument();
    const named = ['A', 'B', 'A'];
    document.steps.filter((step) => step.section === 'Two').forEach((step, index) => (step.subsection = named[index]));
    expect(lintFlow(load(document))).toEqual([
      { code: 'subsection-split', step: 'last', message: 'sub-section "A" of "Two" resumes at step "last" after other sub-sections; keep its steps together' },
    ]);
    document.steps[0]!.subsection = 'Intro';
    expect(lintFlow(load(document))).toContainEqual({
      code: 'subsection-missing',
      step: 'detail',
      message: 'step "detail" names no sub-section, while other steps of "One" do',
    });
    document.steps[1]!.subsection = 'Intro';
    document.steps[4]!.subsection = 'B';
    expect(lintFlow(load(document))).toEqual([]);
  });

  it('the meta-schema refuses an empty sub-section name', () => {
    const document = tinyDocument();
    document.steps[0]!.subsection = '';
    expect(() => load(document)).toThrow('a sub-section name is not empty');
  });
});

describe('the role service tier question', () => {
  it('opens the role (the field list of spec 001 §3.4 starts with it), offers the six tiers and must be answered', () => {
    const question = role.questions.serviceTier!;
    expect(question.saveTo).toBe('role');
    expect(question.help).toContain('share of the first-year compensation');
    expect((question.schema.oneOf as { const: string }[]).map((option) => option.const)).toEqual([
      'essential',
      'enhanced',
      'enhanced_plus',
      'premier',
      'premier_plus',
      'custom',
    ]);
    expect(validateStep(role, 'serviceTier', {}, validator)).toEqual([{ field: 'serviceTier', message: 'Choose a service tier' }]);
    expect(validateStep(role, 'serviceTier', { serviceTier: 'platinum' }, validator)).toEqual([
      { field: 'serviceTier', message: 'Choose one of the listed service tiers' },
    ]);
    expect(validateStep(role, 'serviceTier', { serviceTier: 'premier' }, validator)).toEqual([]);
  });
});
