import { describe, expect, it } from 'vitest';
import { roleActionLabel } from '../../../../src/web/roles/role-action-label';
import { roleStatusMoves } from '../../../../src/web/roles/role-status-moves';

describe('role status button (spec 000 §4)', () => {
  it('shows Publish Role for a complete draft, View Staff Feedback while feedback is open, nothing before 100 %', () => {
    expect(roleActionLabel({ status: 'draft', completion: 100, unresolvedFeedback: 0 })).toBe('Publish Role');
    expect(roleActionLabel({ status: 'draft', completion: 100, unresolvedFeedback: 1 })).toBe('View Staff Feedback');
    expect(roleActionLabel({ status: 'draft', completion: 75, unresolvedFeedback: 1 })).toBeNull();
  });

  it('shows Change Role Status for every other status', () => {
    for (const status of ['in_review', 'open', 'paused', 'filled', 'closed'] as const) {
      expect(roleActionLabel({ status, completion: 0 })).toBe('Change Role Status');
    }
  });

  it('offers an employee pause or close for an open role, reopen or close for a paused one, and nothing else', () => {
    expect(roleStatusMoves('open').map((move) => move.label)).toEqual(['Pause role', 'Close role']);
    expect(roleStatusMoves('paused').map((move) => move.label)).toEqual(['Reopen role', 'Close role']);
    for (const status of ['draft', 'in_review', 'filled', 'closed'] as const) expect(roleStatusMoves(status)).toEqual([]);
  });
});
