import type { FastifyInstance } from 'fastify';
import { offPathFields, type Flow } from '../../flows';
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
  /** The resume's role when the person had typed a different most recent role: it joins their other roles. */
  workExperience?: RecordValue;
  education?: RecordValue[];
}

/**
 * Confirmed degrees that cannot be placed yet: the education question is not on the person's path (its level is
 * not answered yet, as at sign-up) or the resume did not say the degree or field. They are kept with the resume
 * and offered again on the education step, never dropped.
 */
interface HeldDetails {
  education: RecordValue[];
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
const sameRole = (a: RecordValue, b: RecordValue) => sameText(a.name, b.name) && sameText(a.jobTitle, b.jobTitle);
export const sameSchool = (a: RecordValue, b: RecordValue) => sameText(a.school, b.school);

/** The typed role with only the dates it lacks taken from the resume's reading of the same role. */
function withBlanksFilled(typed: RecordValue, read: RecordValue): RecordValue {
  const filled = { ...typed };
  if (filled.startDate === undefined && read.startDate !== undefined) filled.startDate = read.startDate;
  const endKnown = (filled.endDate !== undefined && filled.endDate !== null) || filled.currentlyAtJob !== undefined;
  if (!endKnown) {
    if (read.currentlyAtJob !== undefined) filled.currentlyAtJob = read.currentlyAtJob;
    if (read.endDate !== undefined && read.endDate !== null && read.currentlyAtJob !== true) filled.endDate = read.endDate;
  }
  return filled;
}

/** A held degree's own values are checked now (a school is needed); what the resume did not say is asked later. */
function validateHeldDegree(ctx: FastifyInstance['ctx'], flow: Flow, record: RecordValue): void {
  // Stand-ins for what is missing are valid choices, so only the values the resume gave can be refused.
  const complete = { degree: 'ba', fieldOfStudy: 'secondary_education', ...record };
  validateRecordAnswer(ctx, flow, 'education', [complete], 0, false);
}

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
): { answers: RecordValue; saved: ConfirmedDetails; held: HeldDetails } {
  const errors: FieldErrors = {};
  const saved: ConfirmedDetails = {};
  const held: HeldDetails = { education: [] };
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
      const typed = answers.recentExperience;
      if (!isPlainObject(typed)) {
        const added = addRecord(ctx, flow, answers, 'recentExperience', record, true, nextId());
        answers = added.answers;
        saved.recentExperience = added.record;
        return;
      }
      // What the person typed stays as they typed it: the same role only gains the dates they left blank, and a
      // different one joins their other roles rather than replacing theirs.
      if (sameRole(typed, record)) {
        const filled = withBlanksFilled(typed, record);
        validateRecordAnswer(ctx, flow, 'recentExperience', filled, null, false);
        answers = { ...answers, recentExperience: filled };
        saved.recentExperience = filled;
        return;
      }
      const others = Array.isArray(answers.workExperience) ? (answers.workExperience as unknown[]) : [];
      const listed = others.find((item): item is RecordValue => isPlainObject(item) && sameRole(item, record));
      if (listed) {
        saved.workExperience = listed;
        return;
      }
      const added = addRecord(ctx, flow, answers, 'workExperience', { ...record, mostRecentRole: false }, false, nextId());
      answers = added.answers;
      saved.workExperience = added.record;
    });
  }

  if (confirmation.education) {
    const records: RecordValue[] = [];
    // Asked as the engine prunes: an answer there would be dropped by the next save.
    const notAskedYet = offPathFields(flow, { ...answers, education: confirmation.education }).includes('education');
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
        if (notAskedYet || record.degree === undefined || record.fieldOfStudy === undefined) {
          // Checked as far as it goes now, so what is offered later is a degree the step can take.
          validateHeldDegree(ctx, flow, record);
          held.education.push(record);
          return;
        }
        const added = addRecord(ctx, flow, answers, 'education', record, false, nextId());
        answers = added.answers;
        records.push(added.record);
      });
    });
    if (records.length > 0) saved.education = records;
  }

  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  return { answers, saved, held };
}
