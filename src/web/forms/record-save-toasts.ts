import { showToast } from '../components/toasts';
import type { SaveOutcome } from './save-step';

/** The job seeker flow's save target of education records (spec 001 §7.1 POST /api/education/). */
const EDUCATION_TARGET = 'education';

/**
 * Spec 001 §8's success messages, word for word, as toasts once a step's save has gone through: a new education
 * record, and a stored record (of any list: degrees, experience, languages, skills, role requirements) changed.
 */
export function announceRecordSaves(outcome: Pick<SaveOutcome, 'recordsAdded' | 'recordsUpdated'>): void {
  if (outcome.recordsAdded.includes(EDUCATION_TARGET)) void showToast('New Educational Record Added', { variant: 'success' });
  if (outcome.recordsUpdated.length > 0) void showToast('Record Updated', { variant: 'success' });
}
