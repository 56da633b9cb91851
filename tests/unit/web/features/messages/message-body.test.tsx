// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MessageBody } from '../../../../../src/web/features/messages/message-body';

afterEach(cleanup);

describe('a message body', () => {
  it('shows the words as text, never as markup', () => {
    const { container } = render(<MessageBody text={'<img src=x onerror=alert(1)> <b>bold</b>'} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> <b>bold</b>');
  });

  it('makes web addresses links that open apart, leaving the sentence’s full stop outside', () => {
    render(<MessageBody text="See https://example.org/jobs?id=3. Thanks" />);
    const link = screen.getByRole('link', { name: 'https://example.org/jobs?id=3' });
    expect(link.getAttribute('href')).toBe('https://example.org/jobs?id=3');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByText(/Thanks/).textContent).toBe('See https://example.org/jobs?id=3. Thanks');
  });

  it('never makes a link of another scheme', () => {
    render(<MessageBody text="javascript:alert(1) and data:text/html,hi" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
