import { isAnswered, optionsOf, optionTitle, type Flow, type JsonSchema } from '../../flows';
import type { Condition } from '../../flows/condition';
import { gatesOf } from '../../flows/gate-fields';
import { recordSchemaOf, sameRecord } from '../../flows/record-identity';
import { isPlainObject } from '../../shared/plain-object';
import { SERVER_OWNED, titleOf } from '../forms/step-form-schema';
import { answerWords, recordWords } from './resume-offer-words';

type Values = Record<string, unknown>;

/** An option as offered: its stored value and its words. */
export interface OfferOption {
  value: string | number;
  title: string;
}

/** A part of a value the resume did not give and the flow requires (a skill's level, the street): asked of the person. */
export interface OfferNeed {
  property: string;
  label: string;
  /** The flow's message when it is missing. */
  message: string;
  /** The choices, or null for text. */
  options: OfferOption[] | null;
}

/**
 * One value read, beside what the profile holds now: `new` (nothing there yet: ticked), `differs` (the person
 * typed something else: unticked, the label asks to replace it), `present` (the profile has it: nothing to tick).
 */
export interface OfferItem {
  id: string;
  field: string;
  /** Its place in a list read, or null for a single value. */
  index: number | null;
  read: string;
  current: string | null;
  state: 'new' | 'differs' | 'present';
  label: string;
  value: unknown;
  needs: OfferNeed[];
}

/** A question the values read wait on (the highest level of education before degrees): asked first, offered from them. */
export interface OfferGate {
  field: string;
  heading: string;
  /** The answers that lead to the questions it gates, by their titles. */
  options: OfferOption[];
  /** The answer the values read point to, if they point to one. */
  implied: string | number | undefined;
  current: string | null;
  state: 'new' | 'differs';
  label: string;
  message: string;
}

/** The values read for one question, under its label, with the gate asked before them. */
export interface OfferGroup {
  field: string;
  heading: string;
  gate: OfferGate | null;
  items: OfferItem[];
}

const sameWords = (a: unknown, b: unknown) => String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

/** The person's records saved with the same target as `field` (the most recent role and the other roles are one kind). */
function storedOfKind(flow: Flow, field: string, answers: Values): { field: string; record: Values }[] {
  const saveTo = flow.questions[field]?.saveTo;
  return Object.entries(flow.questions)
    .filter(([, question]) => question.saveTo === saveTo)
    .flatMap(([name]) => {
      const value = answers[name];
      const records = Array.isArray(value) ? value.filter(isPlainObject) : isPlainObject(value) ? [value] : [];
      return records.filter((record) => record.deleted !== true).map((record) => ({ field: name, record }));
    });
}

/** The required parts of a record the resume left out, each with its label, the flow's message and its choices. */
function needsOf(flow: Flow, field: string, read: Values): OfferNeed[] {
  const schema = recordSchemaOf(flow, field);
  if (!schema) return [];
  const question = flow.questions[field]!.schema as JsonSchema & { items?: JsonSchema };
  const node = (question.type === 'array' ? question.items : question) as { errorMessage?: { required?: Record<string, string> } };
  return schema.required
    .filter((property) => read[property] === undefined && !SERVER_OWNED.has(property))
    .map((property) => {
      const propertySchema = schema.properties[property];
      const options = optionsOf(propertySchema).flatMap((option) =>
        typeof option.const === 'string' || typeof option.const === 'number' ? [{ value: option.const, title: option.title ?? String(option.const) }] : [],
      );
      const label = titleOf(property, propertySchema ?? {});
      return {
        property,
        label,
        message: node.errorMessage?.required?.[property] ?? `Enter the ${label.toLowerCase()}`,
        options: options.length > 0 ? options : null,
      };
    });
}

/** A list question saved with `field`'s single record: where a record goes when the single place is taken. */
function listOfKind(flow: Flow, field: string): string | undefined {
  const saveTo = flow.questions[field]?.saveTo;
  return Object.entries(flow.questions).find(([name, question]) => name !== field && question.saveTo === saveTo && question.schema.type === 'array')?.[0];
}

function recordItem(flow: Flow, field: string, index: number | null, read: Values, answers: Values): OfferItem {
  const id = index === null ? field : `${field}.${index}`;
  const words = recordWords(flow, field, read);
  const schema = recordSchemaOf(flow, field);
  const uniqueBy = flow.saveTargets[flow.questions[field]!.saveTo]?.uniqueBy;
  const match = storedOfKind(flow, field, answers).find((stored) => sameRecord(schema?.properties ?? {}, uniqueBy, stored.record, read));
  const base = { id, field, index, read: words, value: read, needs: needsOf(flow, field, read) };
  if (match) return { ...base, current: recordWords(flow, match.field, match.record), state: 'present', label: '', needs: [] };
  const taken = index === null && isPlainObject(answers[field]);
  if (taken) {
    // A single record typed (the most recent role) is never replaced: the one read joins the list beside it.
    const list = listOfKind(flow, field);
    const listLabel = list ? flow.questions[list]!.label : flow.questions[field]!.label;
    return {
      ...base,
      current: recordWords(flow, field, answers[field] as Values),
      state: 'differs',
      label: `Add to ${listLabel.charAt(0).toLowerCase()}${listLabel.slice(1)}`,
    };
  }
  return { ...base, current: null, state: 'new', label: `Add ${words}` };
}

function valueItem(flow: Flow, field: string, read: unknown, answers: Values): OfferItem {
  const stored = answers[field];
  const words = answerWords(flow, field, read);
  const needs = isPlainObject(read) ? needsOf(flow, field, read) : [];
  const base = { id: field, field, index: null, read: words, value: read, needs };
  if (!isAnswered(stored)) return { ...base, current: null, state: 'new', label: `Add ${words}` };
  const current = answerWords(flow, field, stored);
  // A record answer (an address) is the same when each part read is as stored; the rest the person adds.
  const same = isPlainObject(read)
    ? isPlainObject(stored) && Object.entries(read).every(([key, value]) => sameWords(stored[key], value))
    : sameWords(stored, read);
  if (same) return { ...base, current, state: 'present', label: '', needs: [] };
  return { ...base, current, state: 'differs', label: `Replace ${current}?` };
}

/** The answers of `gate` a condition needs to hold: the values of an `in` or `equals` on it, else every option. */
function leadingValues(condition: Condition | undefined, gate: string): unknown[] | undefined {
  if (!condition) return undefined;
  if ((condition.op === 'in' || condition.op === 'equals') && condition.field === gate) return condition.op === 'in' ? condition.values : [condition.value];
  if (condition.op === 'all' || condition.op === 'any') {
    for (const inner of condition.conditions) {
      const found = leadingValues(inner, gate);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The gate's answer the records read point to: the highest of its leading options whose title begins the title of
 * the option list a record's value comes from ("Graduate" for a value of the "Graduate degree" list).
 */
export function impliedAnswer(flow: Flow, field: string, options: OfferOption[], records: Values[]): string | number | undefined {
  const properties = recordSchemaOf(flow, field)?.properties ?? {};
  let best = -1;
  for (const record of records) {
    for (const [name, schema] of Object.entries(properties)) {
      const branches = ((schema as { anyOf?: JsonSchema[] }).anyOf ?? []).filter((branch) => typeof branch.title === 'string');
      const branch = branches.find((candidate) => optionsOf(candidate).some((option) => option.const === record[name]));
      if (!branch) continue;
      const title = (branch.title as string).toLowerCase();
      options.forEach((option, index) => {
        if (index > best && title.startsWith(option.title.toLowerCase())) best = index;
      });
    }
  }
  return best < 0 ? undefined : options[best]!.value;
}

function gateOf(flow: Flow, field: string, items: OfferItem[], answers: Values): OfferGate | null {
  if (!items.some((item) => item.state !== 'present')) return null;
  const gate = [...gatesOf(flow, new Set([field]))][0];
  if (gate === undefined || !flow.questions[gate]) return null;
  const step = flow.steps.find((candidate) => candidate.questions.includes(field));
  const leading = leadingValues(step?.when, gate) ?? leadingValues(flow.questions[field]!.when, gate);
  const question = flow.questions[gate]!;
  const options = optionsOf(question.schema)
    .filter((option) => leading === undefined || leading.includes(option.const))
    .flatMap((option) =>
      typeof option.const === 'string' || typeof option.const === 'number' ? [{ value: option.const, title: option.title ?? String(option.const) }] : [],
    );
  const stored = answers[gate];
  if (isAnswered(stored) && options.some((option) => option.value === stored)) return null;
  const implied = impliedAnswer(
    flow,
    field,
    options,
    items.map((item) => item.value as Values),
  );
  const current = isAnswered(stored) ? optionTitle(flow, gate, stored) : null;
  return {
    field: gate,
    heading: question.label,
    options,
    implied,
    current,
    state: current === null ? 'new' : 'differs',
    label: current === null ? 'Answer this now' : `Replace ${current}?`,
    message: question.required ?? 'Choose an answer',
  };
}

/**
 * What the offer shows: each value read that the flow asks (the account's name and e-mail are not), a group per
 * question in the order read, each value beside what the profile holds now.
 */
export function offerGroups(flow: Flow, extracted: Values, answers: Values): OfferGroup[] {
  const groups: OfferGroup[] = [];
  for (const [field, read] of Object.entries(extracted)) {
    const question = flow.questions[field];
    if (!question || !isAnswered(read)) continue;
    const isRecord = recordSchemaOf(flow, field) !== undefined && flow.saveTargets[question.saveTo]?.kind === 'records';
    const items = Array.isArray(read)
      ? read.filter(isPlainObject).map((record, index) => recordItem(flow, field, index, record, answers))
      : isRecord && isPlainObject(read)
        ? [recordItem(flow, field, null, read, answers)]
        : [valueItem(flow, field, read, answers)];
    groups.push({ field, heading: question.label, gate: gateOf(flow, field, items, answers), items });
  }
  return groups;
}

/** Whether the offer has anything the person could add. */
export function hasOffer(groups: OfferGroup[]): boolean {
  return groups.some((group) => group.items.some((item) => item.state !== 'present'));
}
