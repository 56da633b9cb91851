export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

const GAP = 96;
/** Room kept round the map when it is fitted to the view, as the canvas's own fit does. */
export const FIT_PADDING = 24;

/** The rows `sizes` fall into, in order, when a row may be at most `limit` wide. */
function rowsFor(sizes: readonly { width: number }[], limit: number): number[][] {
  const rows: number[][] = [];
  let width = 0;
  sizes.forEach((size, index) => {
    const row = rows.at(-1);
    if (row && width + GAP + size.width <= limit) {
      row.push(index);
      width += GAP + size.width;
    } else {
      rows.push([index]);
      width = size.width;
    }
  });
  return rows;
}

/** The least a section's box is on screen in the overview: its caption (title and step count) fits inside. */
const CAPTION_WIDTH = 150;
const CAPTION_HEIGHT = 72;

/**
 * The sections' boxes placed in reading order, left to right in rows, each row as wide as makes the whole map
 * largest when fitted to `view`; and that zoom. A section too small for its caption at that zoom is enlarged and the
 * packing tried again (which lowers the zoom a little, so it is tried until every caption fits).
 */
export function packSections(sizes: readonly { width: number; height: number }[], view: { width: number; height: number }) {
  let packed = packOnce(sizes, view);
  for (let round = 0; round < 6; round += 1) {
    const least = { width: CAPTION_WIDTH / packed.zoom, height: CAPTION_HEIGHT / packed.zoom };
    if (sizes.every((size) => size.width >= least.width && size.height >= least.height)) break;
    // A tenth more than needed, so the lower zoom the enlargement brings still leaves room.
    sizes = sizes.map((size) => ({ width: Math.max(size.width, 1.1 * least.width), height: Math.max(size.height, 1.1 * least.height) }));
    packed = packOnce(sizes, view);
  }
  return packed;
}

/** Every run of consecutive sections' width is a candidate row width; the one that fits the map largest wins. */
function packOnce(sizes: readonly { width: number; height: number }[], view: { width: number; height: number }) {
  const candidates = new Set<number>();
  for (let start = 0; start < sizes.length; start += 1) {
    let width = -GAP;
    for (let end = start; end < sizes.length; end += 1) {
      width += GAP + sizes[end]!.width;
      candidates.add(width);
    }
  }
  let best = { zoom: 0, rows: [] as number[][], width: 0, height: 0 };
  for (const limit of candidates) {
    const rows = rowsFor(sizes, limit);
    const width = Math.max(...rows.map((row) => row.reduce((sum, index) => sum + sizes[index]!.width, (row.length - 1) * GAP)));
    const height = rows.reduce((sum, row) => sum + Math.max(...row.map((index) => sizes[index]!.height)), (rows.length - 1) * GAP);
    const zoom = Math.min((view.width - 2 * FIT_PADDING) / width, (view.height - 2 * FIT_PADDING) / height);
    if (zoom > best.zoom) best = { zoom, rows, width, height };
  }
  const boxes: Box[] = [];
  let y = 0;
  for (const row of best.rows) {
    let x = 0;
    for (const index of row) {
      boxes[index] = { x, y, ...sizes[index]! };
      x += sizes[index]!.width + GAP;
    }
    y += Math.max(...row.map((index) => sizes[index]!.height)) + GAP;
  }
  return { boxes, zoom: best.zoom, gap: GAP };
}

/**
 * The arrow from one section's box to another's: along the header to a section beside it; else down into the gap
 * under the first, across, and down into the second, so it crosses no other section of the first's row.
 */
export function linkPoints(from: Box, to: Box, gap: number): Point[] {
  if (Math.abs(from.y - to.y) < 1 && to.x > from.x) {
    const y = from.y + 32;
    return [
      { x: from.x + from.width, y },
      { x: to.x, y },
    ];
  }
  const start = { x: from.x + from.width / 2, y: from.y + from.height };
  const end = { x: to.x + Math.min(to.width / 2, 120), y: to.y };
  if (to.y <= start.y) return [start, end];
  const across = to.y - gap / 2;
  return [start, { x: start.x, y: across }, { x: end.x, y: across }, end];
}
