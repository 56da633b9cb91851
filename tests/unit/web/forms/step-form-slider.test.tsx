// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../src/flows';
import { StepForm } from '../../../../src/web/forms/step-form';
import { loadFlowVersion } from '../../../../scripts/lib/schema-files';
import { validator } from '../../flows/helpers';

afterEach(cleanup);

/** The role step with the two experience sliders, as the employee sees it on a new role. */
function renderYearsStep() {
  const flow = loadFlowVersion('role', 1, validator);
  const step = flow.steps.find((candidate) => candidate.name === 'yearsFullTimeExperience')!;
  const onSave = vi.fn(async (_fields: string[], _answers: Answers) => undefined);
  const onContinue = vi.fn();
  const form = (
    <StepForm flow={flow} step={step} saved={{}} onSave={onSave} onContinue={onContinue} onBack={null} context={{ uuid: 'u', roleUuid: 'u', roleId: 1 }} />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: form }])} />);
  return { flow, onSave, onContinue };
}

describe('an untouched experience slider is unanswered (issue 35 item 7)', () => {
  it('asks for both years on Continue instead of saving the 0 nobody chose', async () => {
    const { flow, onSave, onContinue } = renderYearsStep();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(flow.questions.yearsFullTimeExperience!.required!)).toBeTruthy();
    expect(within(summary).getByText(flow.questions.minimumYearsFullTimeExperience!.required!)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('saves the years once one is moved and the other confirmed at 0', async () => {
    const { onSave, onContinue } = renderYearsStep();
    const [preferred] = screen.getAllByRole('slider');
    fireEvent.keyDown(preferred!, { key: 'ArrowRight' });
    fireEvent.keyDown(preferred!, { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose 0 years' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![1]).toMatchObject({ yearsFullTimeExperience: 2, minimumYearsFullTimeExperience: 0 });
  });
});
