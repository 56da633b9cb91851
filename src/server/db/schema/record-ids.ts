import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * Ids of the records kept in job seekers' answers (education, work experience, skills, languages): one sequence
 * for all, so an id is never given twice, not even after its record is deleted.
 */
export const recordIds = pgSequence('record_ids', { startWith: 1, increment: 1 });
