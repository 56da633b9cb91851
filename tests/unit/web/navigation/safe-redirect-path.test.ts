import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../../../src/web/navigation/safe-redirect-path';

describe('safeRedirectPath', () => {
  it('goes to a same-site path the person asked for, query included', () => {
    expect(safeRedirectPath('/matching-results')).toBe('/matching-results');
    expect(safeRedirectPath('/settings?tab=password')).toBe('/settings?tab=password');
  });

  it.each([null, '', 'dashboard', 'https://evil.example/', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)'])(
    'goes to /?referrer=login instead of %j',
    (redirect) => {
      expect(safeRedirectPath(redirect)).toBe('/?referrer=login');
    },
  );
});
