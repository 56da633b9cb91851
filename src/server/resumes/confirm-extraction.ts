import type { FastifyInstance } from 'fastify';
import type { Flow } from '../../flows';
import { AppError, type FieldErrors } from '../errors/app-error';
import { NOT_SAVED_HERE, mergeAnswers } from '../flows/merge-answers';
import { cleanPhoneNumber } from '../accounts/update-user-route';
import { addRecord } from '../records/record-edits';
import { isPlainObject, recordFromWire, type RecordValue } from '../records/record-wire';
import { validateRecordAnswer } from '../records/record-validation';

/** What the person confirmed of an extraction, read from the wire body (records in camelCase). */
export interface Confirmation {
  phoneNumber?: string;
  recentExperience?: RecordValue;
  education?: RecordValue[];
}

/** What a confirmation stored: the phone number as saved, and the records with their ids. */
export interface ConfirmedDetails {
  phoneNumber?: string;
  recentExperience?: RecordValue;
  education?: RecordValue[];
}

/**
 * Keys of the extraction that are accepted and not saved: the account's name and e-mail are the person's own
 * sign-up details, changed with PATCH /api/user and the e-mail confirmation, never from a guess read off a file.
 * The client may send the extraction back whole, so they are not refused either.
 */
const ACCOUNT_KEYS = new Set(['first_name', 'last_name', 'email']);
const SERVER_IDS = 'The server assigns record ids; leave id out.';

/** An empty value is a detail the person removed from what was found: it is left as it is, not cleared. */
const isLeftOut = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The confirmation body's shape, every problem at once; the values themselves are the flow's to judge. */
export function readConfirmation(body: Record<string, unknown>): Confirmation {
  const errors: FieldErrors = {};
  const confirmation: Confirmation = {};
  for (const [key, value] of Object.entries(body)) {
    if (ACCOUNT_KEYS.has(key) || isLeftOut(value)) continue;
    if (key === 'phone_number') {
      if (typeof value === 'string') confirmation.phoneNumber = value;
      else errors[key] = ['Send the phone number as text, e.g. "(212) 555-0123".'];
    } else if (key === 'recent_experience') {
      if (!isPlainObject(value)) errors[key] = ['Send the most recent role as an object with name and job_title.'];
      else if ('id' in value) errors[`${key}.id`] = [SERVER_IDS];
      else confirmation.recentExperience = recordFromWire(value);
    } else if (key === 'education') {
      if (!Array.isArray(value) || !value.every(isPlainObject)) errors[key] = ['Send education as a list of records.'];
      else {
        value.forEach((record, index) => {
          if ('id' in record) errors[`${key}.${index}.id`] = [SERVER_IDS];
        });
        confirmation.education = value.map(recordFromWire);
      }
    } else errors[key] = [NOT_SAVED_HERE];
  }
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  return confirmation;
}

/** How many record ids applying this confirmation needs. */
export function idsNeeded(confirmation: Confirmation): number {
  return (confirmation.recentExperience ? 1 : 0) + (confirmation.education?.length ?? 0);
}

const sameText = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Runs one part of the confirmation; a refusal's field messages are kept under `prefix` (a record's own fields as
 * "recent_experience.job_title", a question's as its own name), and the answers stay as they were before it.
 */
function attempt(errors: FieldErrors, prefix: string, questions: readonly string[], run: () => void): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError) || 'detail' in error.body) throw error;
    for (const [key, messages] of Object.entries(error.body as FieldErrors)) {
      const at = questions.includes(key) ? key : key === 'non_field_errors' ? prefix : `${prefix}.${key}`;
      const list = Object.hasOwn(errors, at) ? errors[at]! : (errors[at] = []);
      for (const message of messages) if (!list.includes(message)) list.push(message);
    }
  }
}

/**
 * Applies a confirmation to the job seeker's answers, each part validated by the flow as its own endpoint would:
 * the phone number as PATCH /api/user saves it, the most recent role as POST /api/my-experience/ with
 * most_recent_role, each education record as POST /api/education/. Nothing is applied unless all of it is valid:
 * the refusal names every problem, in the schema's words.
 */
export function applyConfirmation(
  ctx: FastifyInstance['ctx'],
  flow: Flow,
  stored: RecordValue,
  confirmation: Confirmation,
  ids: number[],
): { answers: RecordValue; saved: ConfirmedDetails } {
  const errors: FieldErrors = {};
  const saved: ConfirmedDetails = {};
  let answers = stored;
  let used = 0;
  const nextId = () => {
    const id = ids[used++];
    if (id === undefined) throw new Error('applyConfirmation was given too few record ids');
    return id;
  };

  if (confirmation.phoneNumber !== undefined) {
    attempt(errors, 'phone_number', ['phone_number'], () => {
      const phoneNumber = cleanPhoneNumber(confirmation.phoneNumber!);
      if (phoneNumber === null) return;
      const merged = mergeAnswers(flow, 'user', answers, { phone_number: phoneNumber }, ctx.flows.validator);
      if (!merged.ok) throw AppError.fields(merged.errors);
      answers = merged.answers;
      saved.phoneNumber = phoneNumber;
    });
  }

  if (confirmation.recentExperience) {
    const record: RecordValue = { ...confirmation.recentExperience, mostRecentRole: true };
    attempt(errors, 'recent_experience', ['recent_experience', 'work_experience'], () => {
      let base = answers;
      const previous = answers.recentExperience;
      // The role it replaces moves to the other roles, as POST /api/my-experience/ does for a new most recent
      // role, unless it is the same role typed in before, which would then be there twice.
      if (isPlainObject(previous) && !(sameText(previous.name, record.name) && sameText(previous.jobTitle, record.jobTitle))) {
        const others = [...(Array.isArray(answers.workExperience) ? answers.workExperience : []), { ...previous, mostRecentRole: false }];
        validateRecordAnswer(ctx, flow, 'workExperience', others, others.length - 1, true);
        base = { ...answers, workExperience: others };
      }
      const { recentExperience: _replaced, ...rest } = base;
      const added = addRecord(ctx, flow, rest, 'recentExperience', record, true, nextId());
      answers = added.answers;
      saved.recentExperience = added.record;
    });
  }

  if (confirmation.education) {
    const records: RecordValue[] = [];
    confirmation.education.forEach((record, index) => {
      attempt(errors, `education.${index}`, ['education'], () => {
        const list = Array.isArray(answers.education) ? (answers.education as unknown[]) : [];
        // Confirming the same resume twice, or a degree already entered by hand, must not list it twice.
        const existing = list.find(
          (item): item is RecordValue =>
            isPlainObject(item) && sameText(item.school, record.school) && item.degree === record.degree && item.fieldOfStudy === record.fieldOfStudy,
        );
        if (existing) {
          records.push(existing);
          return;
        }
        const added = addRecord(ctx, flow, answers, 'education', record, false, nextId());
        answers = added.answers;
        records.push(added.record);
      });
    });
    saved.education = records;
  }

  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  return { answers, saved };
}
