import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../../../../src/web/features/confirm-email/mask-email';

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
  });

  it('shows nothing for something that is not an address', () => {
    expect(maskEmail('')).toBe('');
    expect(maskEmail('@example.com')).toBe('');
  });
});
