// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePickButton } from '../../../../src/web/forms/widgets/file-pick-button';

afterEach(cleanup);

describe('the button that picks a file', () => {
  it('is a real button (no role="button" on a label, which axe refuses) and opens the picker', () => {
    const onPick = vi.fn();
    const { container } = render(<FilePickButton accept=".pdf" label="Upload resume" disabled={false} busy={null} onPick={onPick} />);
    const button = screen.getByRole('button', { name: 'Upload resume' });
    expect(button.tagName).toBe('BUTTON');
    expect(container.querySelector('[role="button"]:not(button)')).toBeNull();

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledTimes(1);

    const file = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith(file);
  });
});
