// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answers, Flow } from '../../../../src/flows';
import { StepForm } from '../../../../src/web/forms/step-form';
import { loadFlowVersion } from '../../../../scripts/lib/schema-files';
import { validator } from '../../flows/helpers';

afterEach(cleanup);

function renderStep(flow: Flow, stepName: string, saved: Answers) {
  const step = flow.steps.find((candidate) => candidate.name === stepName)!;
  const form = <StepForm flow={flow} step={step} saved={saved} onSave={vi.fn()} onContinue={vi.fn()} onBack={null} context={{ userId: 7, employerId: 3 }} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: form }])} />);
}

const employerProfile = () => loadFlowVersion('employer-profile', 1, validator);

describe('the error summary follows the form (issue 35 item 7)', () => {
  it("lists an address's problems in the order its fields are drawn: street, ZIP code, state, city", async () => {
    renderStep(employerProfile(), 'primaryAddress', { primaryAddress: { zipcode: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const listed = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(listed).toEqual(['Enter the street address', 'Enter a 5-digit ZIP code (or ZIP+4)', 'Choose the state', 'Enter the city']);
  });

  it('takes the person to the first field in error on the screen, not the first the engine found', async () => {
    renderStep(employerProfile(), 'primaryAddress', { primaryAddress: { streetAddress: '1 Main St', city: 'Denver', zipcode: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement?.id).toBe('root_primaryAddress_zipcode'));
  });
});
