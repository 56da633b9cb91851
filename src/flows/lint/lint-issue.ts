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
  'condition-contradiction',
  'condition-needs-own-answer',
  'condition-needs-later-answer',
  'limit-not-for-type',
  'subsection-missing',
  'subsection-split',
] as const;
export type LintCode = (typeof LINT_CODES)[number];

export interface LintIssue {
  code: LintCode;
  /** In plain words for product staff: questions by their labels, steps by their titles, options by their titles. */
  message: string;
  /** The step the problem is in, when it is in one. */
  step?: string;
  /** The question (its field) the problem is at, when it is at one: the studio shows the problem beside it. */
  question?: string;
}
