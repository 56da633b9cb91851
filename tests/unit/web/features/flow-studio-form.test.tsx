// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOWS_DIR, readJson } from '../../../../scripts/lib/schema-files';
import type { FlowDocument } from '../../../../src/flows/types';
import { draftText, parseDraft } from '../../../../src/web/features/flow-studio/draft-edits';
import { DraftStepForm } from '../../../../src/web/features/flow-studio/draft-step-form';
import { jobseeker } from '../../flows/helpers';

afterEach(cleanup);

let latest = '';
function Harness({ step }: { step: string }) {
  const [text, setText] = useState(draftText(readJson(`${FLOWS_DIR}/jobseeker/v1.json`) as FlowDocument));
  latest = text;
  return <DraftStepForm text={text} stepName={step} resolved={jobseeker()} onChange={setText} />;
}

describe("the flow studio's step form", () => {
  it("copies a shared option list into the question, then edits an option's title in the draft", () => {
    render(<Harness step="job_seeking_status" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Label of jobSeekingStatus' }), { target: { value: 'Where are you now?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit them here' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title of option 1 of jobSeekingStatus' }), { target: { value: 'Looking hard' } });
    const question = parseDraft(latest)!.questions.jobSeekingStatus!;
    expect(question.label).toBe('Where are you now?');
    expect((question.schema.oneOf as { title: string }[])[0]!.title).toBe('Looking hard');
  });

  it("edits a limit's value and message, and the step's condition", () => {
    render(<Harness step="legal_explanation" />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'maxLength of legalExplanation' }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message when maxLength of legalExplanation is broken' }), {
      target: { value: 'Keep it to 500 characters' },
    });
    expect(parseDraft(latest)!.questions.legalExplanation!.schema).toMatchObject({ maxLength: 500, errorMessage: { maxLength: 'Keep it to 500 characters' } });
    expect(screen.getByText(/^Step shown when /).textContent).toContain('Can work in us');
  });
});
