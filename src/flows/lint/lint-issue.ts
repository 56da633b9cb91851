/** Kinds of problem `lintFlow` reports. */
export const LINT_CODES = [
  'duplicate-step',
  'unknown-section',
  'empty-section',
  'section-order',
  'unknown-question',
  'duplicate-question',
  'orphan-question',
  'missing-save-target',
  'unknown-target',
  'end-name-clash',
  'unknown-field',
  'unknown-value',
  'condition-type',
  'compare-type',
  'compare-order',
  'unreachable-step',
  'cycle',
  'limit-without-message',
  'duplicate-option',
  'subsection-missing',
  'subsection-split',
] as const;
export type LintCode = (typeof LINT_CODES)[number];

export interface LintIssue {
  code: LintCode;
  message: string;
  /** The step the problem is in, when it is in one. */
  step?: string;
  /** The question the problem is in, when it is in one. */
  question?: string;
}
