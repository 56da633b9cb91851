import type { Answers } from './answers';
import type { Flow, Normalizer } from './types';
import { evaluateCondition } from './evaluate-condition';
import { assertNever } from './assert-never';
import { isPlainObject } from '../shared/plain-object';

const isRecord = isPlainObject;

function nullWhen(record: unknown, field: string, normalizer: Extract<Normalizer, { op: 'nullWhen' }>): unknown {
  if (!isRecord(record) || !evaluateCondition(normalizer.when, record)) return record;
  return { ...record, [field]: null };
}

/** One rewrite of one answer; values of another type than the rewrite expects pass through unchanged. */
export function applyNormalizer(normalizer: Normalizer, value: unknown): unknown {
  switch (normalizer.op) {
    case 'digitsOnly':
      return typeof value === 'string' ? value.replace(/\D+/g, '') : value;
    case 'trim':
      return typeof value === 'string' ? value.trim() : value;
    case 'splitList':
      return typeof value === 'string'
        ? value
            .split(normalizer.separator)
            .map((part) => part.trim())
            .filter((part) => part !== '')
        : value;
    case 'withProtocol':
      // Only an address with no protocol at all: one with another protocol is left for the schema to refuse.
      return typeof value === 'string' && value !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `${normalizer.protocol}${value}` : value;
    case 'nullWhen':
      return Array.isArray(value) ? value.map((item) => nullWhen(item, normalizer.field, normalizer)) : nullWhen(value, normalizer.field, normalizer);
    default:
      return assertNever(normalizer, 'normalizer');
  }
}

/**
 * The answers as they are validated and saved: each question's `normalize` rewrites applied in order
 * (phone digits only, end date cleared for a current job). Other keys are left as they are.
 */
export function normalizeAnswers(flow: Flow, answers: Answers): Record<string, unknown> {
  const normalized: Record<string, unknown> = { ...answers };
  for (const [field, value] of Object.entries(answers)) {
    const rewrites = flow.questions[field]?.normalize ?? [];
    normalized[field] = rewrites.reduce<unknown>((current, normalizer) => applyNormalizer(normalizer, current), value);
  }
  return normalized;
}
