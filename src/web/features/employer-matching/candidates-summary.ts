import type { Match } from '../../api/matching/matches-api';
import { stageCounts } from './candidate-stages';

const counted = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/**
 * The line above the employer's roles: candidates still in play (to review, interviewing, offered) across the roles
 * shown, and the hires apart. A hire has left the pipeline, so "1 active candidate" after the only one was hired
 * would read as someone still waiting (issue 35 item 7).
 */
export function candidatesSummary(matches: readonly Match[], roleCount: number): string {
  const counts = stageCounts(matches);
  const active = counts.review + counts.interviewing + counts.offer;
  const activeWords = active === 0 ? 'No active candidates' : counted(active, 'active candidate', 'active candidates');
  const hired = counts.hired > 0 ? `; ${counts.hired} hired` : '';
  return `${activeWords} across ${counted(roleCount, 'role', 'roles')}${hired}.`;
}
