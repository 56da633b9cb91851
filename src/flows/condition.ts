/** A JSON value a condition may compare an answer with. */
export type ConditionValue = string | number | boolean | null;

/**
 * A branching rule, as data. Conditions name answer fields (camelCase) and are walked by `evaluateCondition`.
 * An unanswered field (absent, null, '', [] or {}) never equals anything, is neither true nor false, and does
 * not exist.
 */
export type Condition =
  /** The answer is exactly `value`. */
  | { op: 'equals'; field: string; value: ConditionValue }
  /** The answer (a single value) is one of `values`. */
  | { op: 'in'; field: string; values: ConditionValue[] }
  /** The answer (a list) holds at least one of `values`. */
  | { op: 'includesAny'; field: string; values: ConditionValue[] }
  /** The answer is the boolean `true`. */
  | { op: 'isTrue'; field: string }
  /** The answer is the boolean `false` (an unanswered field is not false). */
  | { op: 'isFalse'; field: string }
  /** The field is answered. */
  | { op: 'exists'; field: string }
  | { op: 'not'; condition: Condition }
  /** Every condition holds (true for an empty list). */
  | { op: 'all'; conditions: Condition[] }
  /** At least one condition holds (false for an empty list). */
  | { op: 'any'; conditions: Condition[] };

