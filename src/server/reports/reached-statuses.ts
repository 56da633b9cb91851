import { MATCH_STATUS_VALUES, type MatchStatus } from '../../shared/match-statuses';
import { REACHED_BIT } from '../db/sql/match_status_bit';

/**
 * The statuses whose bits are set in `mask` (a match's `reached`), in the order of spec 001 §4.1. The bits are
 * numbered once, in REACHED_BIT, which the database's match_status_bit is written from.
 */
export function reachedIn(mask: number): MatchStatus[] {
  return MATCH_STATUS_VALUES.filter((status) => (mask & (1 << REACHED_BIT[status])) !== 0);
}
