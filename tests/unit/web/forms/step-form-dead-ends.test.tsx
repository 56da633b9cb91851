// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../src/flows';
import { StepForm } from '../../../../src/web/forms/step-form';
import { jobseeker } from '../../flows/helpers';

afterEach(cleanup);

/** One step of the real job seeker flow, as a person on it sees it; `onSave` records what would be sent. */
function renderStep(stepName: string, saved: Answers = {}) {
  const flow = jobseeker();
  const step = flow.steps.find((candidate) => candidate.name === stepName)!;
  const onSave = vi.fn(async (_fields: string[], _answers: Answers) => undefined);
  const onContinue = vi.fn();
  const form = <StepForm flow={flow} step={step} saved={saved} onSave={onSave} onContinue={onContinue} onBack={null} context={{ userId: 7 }} />;
  // The unsaved-changes prompt needs a data router, as in the app.
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: form }])} />);
  return { onSave, onContinue };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('a job seeker step on a phone: no dead ends (issue 35 item 6)', () => {
  it('saves a new role whose start date was typed and then cleared, without the date, and lets the person go on', async () => {
    const { onSave, onContinue } = renderStep('recent_experience');
    fireEvent.change(screen.getByRole('textbox', { name: /Organization/ }), { target: { value: 'Denver Public Schools' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Job title/ }), { target: { value: 'Operations Manager' } });
    const start = screen.getByLabelText(/Start date/);
    fireEvent.change(start, { target: { value: '2020-01-15' } });
    fireEvent.change(start, { target: { value: '' } });
    fireEvent.click(continueButton());
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(screen.queryByText(/Instance type/)).toBeNull();
    const saved = onSave.mock.calls[0]![1].recentExperience as Record<string, unknown>;
    expect(saved).toMatchObject({ name: 'Denver Public Schools', jobTitle: 'Operations Manager' });
    expect('startDate' in saved).toBe(false);
  });

  it('says an empty city list needs a city once at the field and once in the summary', async () => {
    renderStep('primary_locations', { opennessToAlternativeLocations: 'specific_locations' });
    fireEvent.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByText('Add at least one city')).toHaveLength(1);
    expect(screen.getAllByText('Add at least one city')).toHaveLength(2);
  });

  it('says a tie in the ranking once in the summary, at each tied rank', async () => {
    renderStep('workplace_location', { inPersonPreferenceScore: 1, hybridVirtualInPersonPreferenceScore: 1, virtualPreferenceScore: 2 });
    fireEvent.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByText('Give each option a different rank; no ties')).toHaveLength(1);
    expect(within(summary).getByText('Please fix this problem:')).toBeTruthy();
  });

  it('shows a language added twice at the repeated language, not only in the summary, and saves nothing', async () => {
    const spanish = { name: 'spanish', readingProficiency: 'elementary', writingProficiency: 'elementary', speakingProficiency: 'elementary' };
    const { onSave } = renderStep('languages', { languages: [{ id: 3, ...spanish }, spanish] });
    fireEvent.click(continueButton());
    const message = 'You have already added this language; change it instead.';
    await screen.findByRole('alert');
    const secondLanguage = screen.getByText('Language 2').closest('.rjsf-field-object')!;
    expect(within(secondLanguage as HTMLElement).getByText(message)).toBeTruthy();
    expect(within(screen.getByText('Language 1').closest('.rjsf-field-object') as HTMLElement).queryByText(message)).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("refuses a salary typed as 1e5 with the field's own message rather than saving 100000", async () => {
    const { onSave } = renderStep('compensation');
    fireEvent.change(screen.getByRole('spinbutton', { name: /Lowest annual salary/ }), { target: { value: '1e5' } });
    fireEvent.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Enter a whole number of dollars')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds a skill with no level and asks for one instead of saving Novice unchosen', async () => {
    const { onSave } = renderStep('skills_menu');
    const add = screen.getByRole('combobox', { name: 'Add a skill' });
    fireEvent.change(add, { target: { value: 'PowerSchool' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Add "PowerSchool"' }));
    const level = screen.getByLabelText('PowerSchool', { selector: 'select' }) as HTMLSelectElement;
    expect(level.value).toBe('');
    fireEvent.click(continueButton());
    await screen.findByRole('alert');
    expect(screen.getAllByText('Choose a level for this skill')).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(level, { target: { value: '3' } });
    fireEvent.click(continueButton());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![1].skills).toEqual([expect.objectContaining({ customSkill: 'PowerSchool', rating: 3 })]);
  });
});
