import { optionTitle, type Flow } from '../../flows';
import type { RoleRow } from '../db/schema';
import { roleTitleOf, UNTITLED_ROLE } from './role-title';

/** What listings (the job board, employer pages, the company dashboard) show of a role, read from its answers. */
export interface RoleListing {
  title: string;
  /** Employment types in words, joined: "Full-time; Contract". Null before the question is answered. */
  jobType: string | null;
  /** The metro areas it can be done from, or its work mode ("Remote"), in words. */
  location: string | null;
  description: string | null;
}

function list(flow: Flow, field: string, value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.map((item) => optionTitle(flow, field, item)).join('; ');
}

export function roleListing(role: Pick<RoleRow, 'answers'>, flow: Flow | undefined): RoleListing {
  const answers = role.answers;
  const title = roleTitleOf(answers) ?? UNTITLED_ROLE;
  const description = typeof answers.description === 'string' ? answers.description : null;
  if (!flow) return { title, jobType: null, location: null, description };
  const location =
    answers.geographicRequirement === 'specific'
      ? list(flow, 'availableMetroAreas', answers.availableMetroAreas)
      : list(flow, 'roleLocationType', answers.roleLocationType);
  return { title, jobType: list(flow, 'roleType', answers.roleType), location, description };
}
