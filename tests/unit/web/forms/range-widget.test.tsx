// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { RangeWidget } from '../../../../src/web/forms/widgets/range-widget';

afterEach(cleanup);

function renderSlider(value: number | undefined) {
  const props = {
    id: 'root_yearsManaging',
    value,
    label: 'How many years have you managed others?',
    required: true,
    disabled: false,
    readonly: false,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    schema: { type: 'number', minimum: 0, maximum: 30 },
    options: { unit: 'years' },
  } as unknown as WidgetProps;
  return render(<RangeWidget {...props} />);
}

describe('the slider question', () => {
  it('is named by its question and shows its value and both ends of the scale', () => {
    renderSlider(4);
    const slider = screen.getByRole('slider', { name: /How many years have you managed others\?/ });
    expect(slider.getAttribute('aria-valuetext')).toBe('4 years');
    expect(screen.getByText('4 years', { selector: 'output' })).toBeTruthy();
    expect(screen.getAllByText('0 years').length).toBeGreaterThan(0);
    expect(screen.getAllByText('30 years').length).toBeGreaterThan(0);
  });

  it('shows the start of the scale before it is moved', () => {
    renderSlider(undefined);
    expect(screen.getByText('0 years', { selector: 'output' })).toBeTruthy();
  });
});
