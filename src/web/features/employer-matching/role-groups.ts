import type { Match } from '../../api/matching/matches-api';
import type { RoleStatus, RoleSummary } from '../../api/roles/role-types';
import { roleTitle } from '../../roles/role-title';

/** One role on the matching dashboard with its candidates. */
export interface RoleGroup {
  uuid: string;
  title: string;
  /** Null when the role is known only from its matches (the roles list failed or lags behind). */
  status: RoleStatus | null;
  matches: Match[];
}

/** Roles that can have candidates: staff approved them at some point. Drafts and roles in review cannot. */
const MATCHABLE: readonly RoleStatus[] = ['open', 'paused', 'filled'];

/**
 * The dashboard's roles: every role with a candidate, and every open, paused or filled role even without one
 * (so the employer sees it is waiting for candidates), in the roles list's order (newest first); roles known only
 * from their matches come last.
 */
export function roleGroups(roles: readonly RoleSummary[], matches: readonly Match[]): RoleGroup[] {
  const byRole = new Map<string, Match[]>();
  for (const match of matches) byRole.set(match.role, [...(byRole.get(match.role) ?? []), match]);
  const groups: RoleGroup[] = [];
  const listed = new Set<string>();
  for (const role of roles) {
    const ofRole = byRole.get(role.uuid) ?? [];
    if (ofRole.length === 0 && !MATCHABLE.includes(role.status)) continue;
    groups.push({ uuid: role.uuid, title: roleTitle(role.title ?? role.jobTitle), status: role.status, matches: ofRole });
    listed.add(role.uuid);
  }
  for (const [uuid, ofRole] of byRole) {
    if (!listed.has(uuid)) groups.push({ uuid, title: roleTitle(ofRole[0]?.roleTitle), status: null, matches: ofRole });
  }
  return groups;
}
