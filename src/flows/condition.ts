import type * as FlowFile from '../generated/flow-document';

/**
 * A branching rule, as data (its shape is the meta-schema's, generated). Conditions name answer fields
 * (camelCase) and are walked by `evaluateCondition`: `equals` the answer is exactly `value`; `in` the answer (a
 * single value) is one of `values`; `includesAny` the answer (a list) holds one of `values`; `isTrue`/`isFalse`
 * the answer is that boolean; `exists` the field is answered; `not`, `all` (true for an empty list) and `any`
 * (false for an empty list) combine others. An unanswered field (absent, null, '', [] or {}) never equals
 * anything, is neither true nor false, and does not exist.
 */
export type Condition = FlowFile.Condition;
