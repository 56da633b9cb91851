/** Job-board titles are cut at this many characters (spec 000 §5). */
export const JOB_TITLE_MAX = 20;

/** Cuts text at `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max = JOB_TITLE_MAX): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max).join('')}…`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

export interface Option {
  label: string;
  value: string;
}

/** "Math; Science": the labels (or values) of a list joined with semicolons. */
export function joinOptions(options: readonly Option[], by: 'label' | 'value' = 'label'): string {
  return options.map((option) => option[by]).join('; ');
}

/** The date picker's default range (spec 000 §5). */
export const DATE_RANGE = { min: '1900-01-01', max: '2099-12-31' } as const;
