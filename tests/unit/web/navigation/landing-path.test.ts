import { describe, expect, it } from 'vitest';
import { landingPath } from '../../../../src/web/navigation/landing-path';

describe('landingPath', () => {
  it('sends someone without a session to /login', () => {
    expect(landingPath({ session: { valid: false, userType: 'jobseeker' }, completedSections: ['Core Profile'] })).toBe('/login');
  });

  it('sends staff to /dashboard without waiting for the profile', () => {
    expect(landingPath({ session: { valid: true, userType: 'staff' }, completedSections: undefined })).toBe('/dashboard');
  });

  it('sends anyone whose Core Profile is complete to /dashboard', () => {
    expect(landingPath({ session: { valid: true, userType: 'jobseeker' }, completedSections: ['Core Profile', 'Demographics'] })).toBe('/dashboard');
  });

  it('sends everyone else to /profile', () => {
    expect(landingPath({ session: { valid: true, userType: 'jobseeker' }, completedSections: ['Demographics'] })).toBe('/profile');
    expect(landingPath({ session: { valid: true, userType: 'employee' }, completedSections: [] })).toBe('/profile');
  });

  it('cannot decide before the profile is known', () => {
    expect(landingPath({ session: { valid: true, userType: 'jobseeker' }, completedSections: undefined })).toBeNull();
  });
});
