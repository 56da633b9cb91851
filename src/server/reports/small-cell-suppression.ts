/**
 * The small-cell rule of the reports (docs/reports.md): a count from 1 to 4 is never shown, and enough other cells
 * of its row are hidden with it that none of the hidden counts can be worked out from the row's total and the
 * counts still shown (complementary suppression).
 */
export const SMALLEST_SHOWN_COUNT = 5;

export function isSmallCount(count: number): boolean {
  return count >= 1 && count < SMALLEST_SHOWN_COUNT;
}

/**
 * Whether hidden cells with these true counts keep every one of them unknown to someone who knows their sum. One
 * hidden cell is its sum; several hidden cells are all determined only when each must be 1 (the sum equals their
 * number and none is a zero, which a reader could otherwise not rule out).
 */
function safelyHidden(hidden: readonly number[]): boolean {
  if (hidden.length === 0) return true;
  if (hidden.length === 1) return false;
  const sum = hidden.reduce((total, count) => total + count, 0);
  // A sum of 0 makes every hidden cell 0.
  return sum > 0 && (hidden.includes(0) || sum > hidden.length);
}

/**
 * The cells of one row as shown: null where hidden. `primary` marks the cells the rule hides on their own (by
 * default the counts from 1 to 4); complements are taken from the `preferred` cells first, and among them from the
 * smallest non-zero counts up, then zeros, so as little as possible is lost. When the row's total is itself from
 * 1 to 4, every cell is hidden.
 */
export function suppressRow(
  cells: readonly number[],
  primary: (count: number, index: number) => boolean = isSmallCount,
  preferred: (index: number) => boolean = () => true,
): (number | null)[] {
  const total = cells.reduce((sum, count) => sum + count, 0);
  if (isSmallCount(total)) return cells.map(() => null);
  const hidden = new Set(cells.flatMap((count, index) => (primary(count, index) ? [index] : [])));
  const rank = (index: number) => (preferred(index) ? 0 : 1);
  const candidates = cells
    .map((count, index) => ({ count, index }))
    .filter(({ index }) => !hidden.has(index))
    // Preferred cells first; then non-zero counts, smallest first; zeros last.
    .sort((a, b) => rank(a.index) - rank(b.index) || (a.count === 0 ? 1 : 0) - (b.count === 0 ? 1 : 0) || a.count - b.count || a.index - b.index);
  while (hidden.size > 0 && !safelyHidden([...hidden].map((index) => cells[index]!)) && candidates.length > 0) {
    hidden.add(candidates.shift()!.index);
  }
  return cells.map((count, index) => (hidden.has(index) ? null : count));
}

/** A row's total as shown: hidden when it is itself a small count. */
export function suppressTotal(total: number): number | null {
  return isSmallCount(total) ? null : total;
}
