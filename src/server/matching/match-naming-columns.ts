import { employers, roles, users } from '../db/schema';

/**
 * What a match is named by where people read it: its role's answers (for the title), the organisation's name and
 * the job seeker's names. A query selecting them joins roles, employers and the job seeker's row of users.
 */
export const MATCH_NAMING_COLUMNS = {
  roleAnswers: roles.answers,
  employerName: employers.name,
  firstName: users.firstName,
  lastName: users.lastName,
};
