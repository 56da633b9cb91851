import { normalizeAnswers, pruneAnswers, type Flow, type StepValidator } from '../../flows';
import type { ResumeRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { RecordValue } from '../records/record-wire';

/** Where the stored file is downloaded; relative, so it stays right when the site's address changes. */
export function resumeFileUrl(id: number): string {
  return `/api/resumes/${id}/file/`;
}

/** The profile's `resume` answer ($defs.resume) for a stored file. */
export function resumeAnswer(row: Pick<ResumeRow, 'id' | 'fileName' | 'uploadedAt'>): RecordValue {
  return { id: row.id, fileName: row.fileName, url: resumeFileUrl(row.id), uploadedAt: row.uploadedAt.toISOString() };
}

/**
 * The answers with `resume` set, checked and pruned as every profile save is (mergeAnswers refuses `resume` from
 * the answer endpoints, so the upload is its only way in). A refusal here is in the schema's words.
 */
export function withResumeAnswer(flow: Flow, validator: StepValidator, answers: RecordValue, resume: RecordValue): RecordValue {
  const question = flow.questions.resume;
  if (!question) throw new Error('The job seeker flow has no resume question');
  const value = normalizeAnswers(flow, { resume }).resume;
  const issues = validator.validate(question.schema, value);
  // Keyed by the form field the person used: every part of the answer comes from the file they sent.
  if (issues.length > 0) throw AppError.fields({ file: issues.map((issue) => issue.message) });
  return pruneAnswers(flow, { ...answers, resume: value });
}
