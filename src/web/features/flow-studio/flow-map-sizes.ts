import type { StepText } from './flow-map-text';

/**
 * The map's type and box sizes, in its own units (CSS pixels at zoom 1). The layout runs in a worker with no DOM,
 * so text is measured by estimate: each size's average character width is set a little wide for the app's
 * sans-serif, so a box holds its words rather than clipping them.
 */
export const MAP_TYPE = {
  title: { size: 14, line: 20, char: 7.7 },
  note: { size: 13, line: 18, char: 7.1 },
  label: { size: 13, line: 17, char: 7.1 },
} as const;

export const STEP_WIDTH = 248;
const STEP_PADDING = 10;
const LABEL_MAX_WIDTH = 210;
const LABEL_PADDING = 6;
/** Room above a section's steps for its title and step count. */
export const SECTION_HEADER = 64;

/** The lines a text wraps to in a box `width` wide, by whole words (a word longer than a line keeps a line). */
export function wrapLines(text: string, width: number, charWidth: number): string[] {
  const perLine = Math.max(1, Math.floor(width / charWidth));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length <= perLine || line === '') line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A step's box: fixed width, as tall as its title, flags and notes wrap to. */
export function stepHeight(text: StepText): number {
  const inner = STEP_WIDTH - 2 * STEP_PADDING;
  const titleLines = wrapLines(text.title, inner, MAP_TYPE.title.char).length;
  const noteLines = text.notes.reduce((sum, note) => sum + wrapLines(note, inner, MAP_TYPE.note.char).length, 0);
  const flagLines = text.flags.length > 0 ? 1 : 0;
  return 2 * STEP_PADDING + 4 + titleLines * MAP_TYPE.title.line + (flagLines + noteLines) * MAP_TYPE.note.line + (noteLines > 0 ? 6 : 0);
}

/** An edge's label box: at most LABEL_MAX_WIDTH wide, as many lines as its words need. */
export function labelSize(text: string): { width: number; height: number } {
  const lines = wrapLines(text, LABEL_MAX_WIDTH, MAP_TYPE.label.char);
  const longest = Math.max(...lines.map((line) => line.length));
  return {
    width: Math.ceil(Math.min(LABEL_MAX_WIDTH, longest * MAP_TYPE.label.char) + 2 * LABEL_PADDING + 2),
    height: lines.length * MAP_TYPE.label.line + LABEL_PADDING + 2,
  };
}

/** A one-line box: an end of the flow or a "continues in" marker. */
export function pillSize(text: string): { width: number; height: number } {
  return { width: Math.ceil(Math.max(140, text.length * MAP_TYPE.title.char + 2 * STEP_PADDING + 16)), height: MAP_TYPE.title.line + 2 * STEP_PADDING };
}
