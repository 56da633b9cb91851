/**
 * The reading order of a PDF page from where its text sits. PDF text carries no reading order of its own: a two
 * column resume draws both columns row by row, a sidebar sits beside the main column, a contact block is pushed to
 * the right margin. The page is cut into rows by height, each row into runs by the gaps between words, and when a
 * clear vertical gap (a gutter) runs down the page, the columns on either side are read one after the other.
 */

/** One run of text as the PDF places it: left edge and baseline in points (origin bottom left), width, font size. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

interface Run {
  text: string;
  left: number;
  right: number;
}

interface Row {
  y: number;
  runs: Run[];
}

/** Runs of one row, in the order written; a gap wider than a few letters starts a new run. */
function runsOf(items: PlacedText[]): Run[] {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const runs: Run[] = [];
  for (const item of sorted) {
    const last = runs[runs.length - 1];
    const gap = last ? item.x - last.right : Infinity;
    if (last && gap <= item.size * 1.2) {
      const joiner = gap > item.size * 0.15 && !/\s$/.test(last.text) && !/^\s/.test(item.text) ? ' ' : '';
      last.text += joiner + item.text;
      last.right = Math.max(last.right, item.x + item.width);
    } else runs.push({ text: item.text, left: item.x, right: item.x + item.width });
  }
  return runs.map((run) => ({ ...run, text: run.text.replace(/\s+/g, ' ').trim() })).filter((run) => run.text !== '');
}

/** Items on one baseline (within half a line) form a row; rows from the top of the page down. */
function rowsOf(items: PlacedText[]): Row[] {
  const sorted = items.filter((item) => item.text.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: { y: number; items: PlacedText[] }[] = [];
  for (const item of sorted) {
    const group = groups[groups.length - 1];
    if (group && Math.abs(group.y - item.y) <= Math.max(2, item.size * 0.45)) group.items.push(item);
    else groups.push({ y: item.y, items: [item] });
  }
  return groups.map((group) => ({ y: group.y, runs: runsOf(group.items) })).filter((row) => row.runs.length > 0);
}

/** A date or a span of years: runs that only say when are a margin of dates, read beside their row. */
const WHEN =
  /^(?:[a-z.,\s]*(?:19|20)\d\d\s*(?:[-–—]|to)?\s*(?:[a-z.,\s]*(?:19|20)\d\d|present|current|now)?|(?:spring|summer|fall|autumn|winter)\s+(?:19|20)\d\d)$/i;

/**
 * The x of a gutter: a gap down the page that no run crosses (the full-width rows of a header aside) with real
 * text on both sides. None when the page is one column.
 */
function gutterOf(rows: Row[]): number | undefined {
  const runs = rows.flatMap((row) => row.runs);
  if (runs.length < 8) return undefined;
  const left = Math.min(...runs.map((run) => run.left));
  const right = Math.max(...runs.map((run) => run.right));
  const width = right - left;
  let best: { x: number; gap: number } | undefined;
  let start: number | undefined;
  const allowed = Math.max(2, Math.floor(rows.length * 0.12));
  const crossing = (x: number) => runs.filter((run) => run.left < x && run.right > x).length;
  for (let x = left + width * 0.15; x <= left + width * 0.85; x += 2) {
    if (crossing(x) <= allowed) {
      start ??= x;
      const gap = x - start;
      if (!best || gap > best.gap) best = { x: start + gap / 2, gap };
    } else start = undefined;
  }
  if (!best || best.gap < 8) return undefined;
  const x = best.x;
  const leftRuns = runs.filter((run) => run.right <= x);
  const rightRuns = runs.filter((run) => run.left >= x);
  if (leftRuns.length < 4 || rightRuns.length < 4) return undefined;
  return x;
}

const rowText = (runs: Run[]) => runs.map((run) => run.text).join(' | ');

/** Between the columns of a page in the text read: each column starts afresh, above any heading. */
export const COLUMN_BREAK = '\f';

/**
 * The lines of one page in reading order; runs of a row are joined with " | ", as a person separates items, and
 * each column after the first begins with a COLUMN_BREAK line.
 */
export function pageLines(items: PlacedText[]): string[] {
  const rows = rowsOf(items);
  const gutter = gutterOf(rows);
  if (gutter === undefined) return rows.map((row) => rowText(row.runs));
  const side = (run: Run) => (run.left < gutter ? 'left' : 'right');
  const leftRuns = rows.flatMap((row) => row.runs.filter((run) => side(run) === 'left'));
  const rightRuns = rows.flatMap((row) => row.runs.filter((run) => side(run) === 'right'));
  const dates = (runs: Run[]) => runs.filter((run) => WHEN.test(run.text)).length / runs.length;
  // A margin of dates (either side) belongs to the rows it sits on: the row is read across.
  if (dates(leftRuns) >= 0.5 || dates(rightRuns) >= 0.5) return rows.map((row) => rowText(row.runs));
  // Rows that cross the gutter above the columns are the page's header (a centred name, a contact line).
  const header: string[] = [];
  let first = 0;
  while (first < rows.length && rows[first]!.runs.some((run) => run.left < gutter && run.right > gutter)) {
    header.push(rowText(rows[first]!.runs));
    first += 1;
  }
  const column = (which: 'left' | 'right') =>
    rows
      .slice(first)
      .map((row) => row.runs.filter((run) => side(run) === which))
      .filter((runs) => runs.length > 0)
      .map(rowText);
  return [...header, ...column('left'), COLUMN_BREAK, ...column('right')];
}
