// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { RangeWidget } from '../../../../src/web/forms/widgets/range-widget';

afterEach(cleanup);

function renderSlider(value: number | undefined) {
  const onChange = vi.fn();
  const props = {
    id: 'root_yearsManaging',
    value,
    label: 'How many years have you managed others?',
    required: true,
    disabled: false,
    readonly: false,
    onChange,
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    schema: { type: 'number', minimum: 0, maximum: 30 },
    options: { unit: 'years' },
  } as unknown as WidgetProps;
  render(<RangeWidget {...props} />);
  return onChange;
}

describe('the slider question', () => {
  it('is named by its question and shows its value and both ends of the scale', () => {
    renderSlider(4);
    const slider = screen.getByRole('slider', { name: /How many years have you managed others\?/ });
    expect(slider.getAttribute('aria-valuetext')).toBe('4 years');
    expect(screen.getByText('4 years', { selector: 'output' })).toBeTruthy();
    expect(screen.getAllByText('0 years').length).toBeGreaterThan(0);
    expect(screen.getAllByText('30 years').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Choose 0 years' })).toBeNull();
  });

  // Issue 35 item 7: a role was published with "0 minimum years" that nobody chose.
  it('says nothing is chosen before it is touched, and answers nothing', () => {
    const onChange = renderSlider(undefined);
    expect(screen.getByText('Not chosen yet', { selector: 'output' })).toBeTruthy();
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('Not chosen yet');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes the start of the scale as the answer once confirmed: by its button, or Home on the thumb', () => {
    const byButton = renderSlider(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Choose 0 years' }));
    expect(byButton).toHaveBeenCalledWith(0);
    cleanup();
    const byKey = renderSlider(undefined);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'Home' });
    expect(byKey).toHaveBeenCalledWith(0);
  });

  it('answers the value it is moved to', () => {
    const onChange = renderSlider(undefined);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
