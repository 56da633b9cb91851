// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { loadFlowVersion } from '../../../../../scripts/lib/schema-files';
import { createNodeStepValidator } from '../../../../../src/server/flows/node-step-validator';
import { NAVIGATION_LOCKED_TEXT, roleCompletion } from '../../../../../src/web/features/role-questions/role-completion';
import { roleNavigationEntries } from '../../../../../src/web/features/role-questions/role-navigation-entries';
import { RoleNavigation } from '../../../../../src/web/features/role-questions/role-navigation';
import { completeRoleAnswers } from '../../../../api/support/complete-role-answers';

const flow = loadFlowVersion('role', 1);
const validator = createNodeStepValidator();
afterEach(cleanup);

describe('role completion (spec 000 §4)', () => {
  it('is the active question index before any section is complete, then 25 per complete section', () => {
    expect(roleCompletion(flow, {}, 'intro', validator)).toBe(0);
    expect(roleCompletion(flow, { jobTitle: 'Dean' }, 'description', validator)).toBe(3);
    // Going back to an earlier step keeps the furthest point reached: the step after the last one answered.
    const basics = {
      serviceTier: 'premier',
      jobTitle: 'Dean',
      description: 'Leads the school.',
      roleType: ['full_time'],
      roleLength: ['ongoing'],
      roleLocationType: ['in_person'],
      idealStartDate: '2027-01-04',
      latestStartDate: '2027-02-01',
      roleBenefits: ['paid_time_off'],
      geographicRequirement: 'anywhere_in_us',
      openToRelocation: false,
    };
    expect(roleCompletion(flow, basics, 'preferredSalary', validator)).toBe(11);
    expect(roleCompletion(flow, basics, 'intro', validator)).toBe(11);
    const complete = completeRoleAnswers();
    expect(roleCompletion(flow, complete, 'intro', validator)).toBe(100);
  });
});

describe('the role navigation', () => {
  it('lists the four sections with their sub-sections in order', () => {
    const entries = roleNavigationEntries(flow, {}, []);
    expect(entries.map((entry) => entry.section)).toEqual(['Role Basics', 'Education', 'Work Experience', 'Skills']);
    expect(entries[0]!.parts.map((part) => part.name)).toEqual(expect.arrayContaining(['General', 'Location Preferences', 'Compensation', 'Job File Upload']));
    expect(entries[2]!.parts.map((part) => part.name)).toEqual(['General', 'Budget Experience', 'Areas of Expertise']);
    expect(entries[3]!.parts.map((part) => part.name)).toEqual(['Languages', 'Skills']);
    // Nothing is complete: only the first section is open.
    expect(entries.map((entry) => entry.locked)).toEqual([false, true, true, true]);
  });

  it('shows the overlay and refuses every jump while locked', () => {
    const onGo = vi.fn();
    render(<RoleNavigation entries={roleNavigationEntries(flow, {}, [])} currentStep="intro" locked onGo={onGo} />);
    expect(screen.getByRole('status').textContent).toBe(NAVIGATION_LOCKED_TEXT);
    const nav = screen.getByRole('navigation', { name: 'Role sections', hidden: true });
    for (const button of within(nav).getAllByRole('button', { hidden: true })) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens a section once the one before it is complete, and jumps to its first step', () => {
    const onGo = vi.fn();
    render(<RoleNavigation entries={roleNavigationEntries(flow, {}, ['Role Basics'])} currentStep="intro" locked={false} onGo={onGo} />);
    expect(screen.queryByText(NAVIGATION_LOCKED_TEXT)).toBeNull();
    const education = screen.getAllByRole('button', { name: 'Education' })[0]!;
    expect((education as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(education);
    expect(onGo).toHaveBeenCalledWith('undergradDegreeRequirement');
    expect((screen.getByRole('button', { name: 'Languages' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
