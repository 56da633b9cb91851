// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checklistLines, PasswordChecklist } from '../../../../src/web/components/password-checklist';

afterEach(cleanup);

function states(password: string, confirm: string): Record<string, boolean> {
  return Object.fromEntries(checklistLines(password, confirm).map(({ label, met }) => [label, met]));
}

describe('password checklist', () => {
  it('lists the spec lines in order, nothing met for an empty password', () => {
    expect(states('', '')).toEqual({
      'Is at least 9 characters long': false,
      'Contains at least 1 uppercase letter': false,
      'Contains at least 1 lowercase letter': false,
      'Contains at least 1 number': false,
      'Passwords must match': false,
    });
  });

  it('ticks each rule as it is met', () => {
    expect(states('abc', '')).toMatchObject({ 'Contains at least 1 lowercase letter': true, 'Is at least 9 characters long': false });
    expect(states('Blackboard2026', 'Blackboard2026')).toEqual({
      'Is at least 9 characters long': true,
      'Contains at least 1 uppercase letter': true,
      'Contains at least 1 lowercase letter': true,
      'Contains at least 1 number': true,
      'Passwords must match': true,
    });
  });

  it('shows a mismatch until the confirmation equals the password', () => {
    expect(states('Blackboard2026', 'Blackboard202')['Passwords must match']).toBe(false);
  });

  it('tells a screen reader whether each line is met', () => {
    render(<PasswordChecklist id="rules" password="Blackboard" confirmPassword="" />);
    const list = screen.getByRole('list', { name: 'Password requirements' });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Is at least 9 characters long(done)',
      'Contains at least 1 uppercase letter(done)',
      'Contains at least 1 lowercase letter(done)',
      'Contains at least 1 number(not yet)',
      'Passwords must match(not yet)',
    ]);
  });
});
