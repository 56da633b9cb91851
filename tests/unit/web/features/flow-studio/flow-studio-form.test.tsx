// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOWS_DIR, readJson } from '../../../../../scripts/lib/schema-files';
import type { FlowDocument } from '../../../../../src/flows/types';
import type { FlowProblem } from '../../../../../src/web/api/staff/flow-studio-api';
import { DraftStepForm } from '../../../../../src/web/features/flow-studio/draft-step-form';
import { startDraft } from '../../../../../src/web/features/flow-studio/migration-ops';
import { StudioDraftContext } from '../../../../../src/web/features/flow-studio/studio-context';
import { jobseeker } from '../../../flows/helpers';

afterEach(cleanup);

const published = readJson(`${FLOWS_DIR}/jobseeker/v1.json`) as FlowDocument;
let latest: FlowDocument = published;
function Harness({ step, problems = [] }: { step: string; problems?: FlowProblem[] }) {
  const [document, setDocument] = useState(startDraft(published, 1));
  latest = document;
  const draft = {
    flowId: 'jobseeker',
    currentVersion: 1,
    published,
    publishedResolved: jobseeker(),
    document,
    resolved: jobseeker(),
    problems,
    edit: setDocument,
  };
  return (
    <StudioDraftContext value={draft}>
      <DraftStepForm stepName={step} focus={null} onSelect={() => undefined} />
    </StudioDraftContext>
  );
}

describe("the flow studio's step form, in words", () => {
  it('changes a question and, once the shared list is copied in, retitles and adds options by their titles', () => {
    render(<Harness step="job_seeking_status" />);
    const question = screen.getByRole('region', { name: 'Question: Where are you in your job search?' });
    fireEvent.change(within(question).getByRole('textbox', { name: 'Question' }), { target: { value: 'Where are you now?' } });
    const renamed = screen.getByRole('region', { name: 'Question: Where are you now?' });
    fireEvent.click(within(renamed).getByRole('button', { name: 'Change the options for this question' }));
    fireEvent.change(within(renamed).getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Looking hard' } });
    fireEvent.change(within(renamed).getByRole('textbox', { name: 'New option' }), { target: { value: 'On a career break' } });
    fireEvent.click(within(renamed).getByRole('button', { name: 'Add option' }));
    const options = latest.questions.jobSeekingStatus!.schema.oneOf as { const: string; title: string }[];
    expect(latest.questions.jobSeekingStatus!.label).toBe('Where are you now?');
    expect(options[0]).toEqual({ const: 'active', title: 'Looking hard' });
    expect(options.at(-1)).toEqual({ const: 'on_a_career_break', title: 'On a career break' });
    // A single choice has no limits to offer.
    expect(within(renamed).queryByRole('spinbutton')).toBeNull();
  });

  it("edits a text question's limit with its message, in words, and shows the server's problem at the question", () => {
    const problem: FlowProblem = {
      kind: 'missing-message',
      question: 'legalExplanation',
      step: 'legal_explanation',
      message: 'question "legalExplanation" needs a message',
    };
    render(<Harness step="legal_explanation" problems={[problem]} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Most characters' }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message when “Most characters” is not met' }), { target: { value: 'Keep it to 500 characters' } });
    expect(latest.questions.legalExplanation!.schema).toMatchObject({ maxLength: 500, errorMessage: { maxLength: 'Keep it to 500 characters' } });
    expect(screen.getByText(/^Question “Tell us about your work authorization.*” needs a message$/)).toBeTruthy();
    expect(screen.getByText(/^Show this step when /).textContent).toContain('Are you legally authorized');
  });
});
