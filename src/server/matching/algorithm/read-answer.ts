import { isPlainObject } from '../../../shared/plain-object';

/** Typed reads of stored answers: a value of the wrong shape reads as unanswered, never as a crash. */
type Answers = Record<string, unknown>;

export function text(answers: Answers, field: string): string | null {
  const value = answers[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function integer(answers: Answers, field: string): number | null {
  const value = answers[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function flag(answers: Answers, field: string): boolean | null {
  const value = answers[field];
  return typeof value === 'boolean' ? value : null;
}

export function texts(answers: Answers, field: string): string[] {
  const value = answers[field];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

export function integers(answers: Answers, field: string): number[] {
  const value = answers[field];
  return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number' && Number.isFinite(item)) : [];
}

export function records(answers: Answers, field: string): Answers[] {
  const value = answers[field];
  return Array.isArray(value) ? value.filter(isPlainObject<Answers>) : [];
}

export function record(answers: Answers, field: string): Answers | null {
  const value = answers[field];
  return isPlainObject(value) ? (value as Answers) : null;
}
