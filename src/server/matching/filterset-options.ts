import type { LoadedFlows } from '../flows/load-flows';
import type { FieldErrors } from '../errors/app-error';
import { EMPLOYER_FIELDS as E, ROLE_FIELDS as R } from './algorithm/answer-fields';
import { isPlainObject } from '../../shared/plain-object';

/** One value a criterion may take, with the words people read for it (the option's title in the flow file). */
export interface CriterionOption {
  value: string;
  title: string;
  /** The heading it is listed under: a skill's functional area. */
  group?: string;
}

/** The values a filter-set criterion may take: the options of the question the role's value was answered with. */
export interface CriterionOptions {
  /** What one value is, in words ("employment type"), and more than one ("employment types"). */
  noun: string;
  plural: string;
  /** Where the value sits in each list item (a skill's `skill_id`, a language's `name`); absent for plain values. */
  itemField?: 'skill_id' | 'name';
  options: CriterionOption[];
  /** For a list of records: the field that says how much each is needed (a skill's rating, a language's level). */
  levels?: { field: 'rating' | 'level'; options: { value: string | number; title: string }[] };
  /** A value off the list is accepted in this form (a metro area typed as "City, ST"), with the words that say so. */
  custom: { pattern: string; hint: string } | null;
}

/** Criterion (wire key) → its options; criteria not named here take numbers, dates, yes/no or free text. */
export type FilterOptionCatalogue = Record<string, CriterionOptions>;

interface Source {
  key: string;
  flow: 'role' | 'employer-profile';
  field: string;
  noun: string;
  /** When adding an "s" does not make the plural. */
  plural?: string;
  /** For a list of records: the record's property holding the value, and its name on the wire; the same of its level. */
  property?: { schema: string; wire: 'skill_id' | 'name'; level: { schema: string; wire: 'rating' | 'level' } };
}

/** A criterion the role answers with a list of records: the record's value and level properties, in the flow and on the wire. */
function recordsOfRole(
  key: string,
  field: string,
  noun: string,
  value: { schema: string; wire: 'skill_id' | 'name' },
  level: { schema: string; wire: 'rating' | 'level' },
): Source {
  return { key, flow: 'role', field, noun, property: { ...value, level } };
}

// Where each criterion's value comes from (role-criteria.ts reads the same questions), so its options are that
// question's options. The field names come from answer-fields.ts, the one place matching names answer fields.
const SOURCES: readonly Source[] = [
  { key: 'role_types', flow: 'role', field: R.roleType, noun: 'employment type' },
  { key: 'work_modes', flow: 'role', field: R.workModes, noun: 'work mode' },
  { key: 'geographic_requirement', flow: 'role', field: R.geographicRequirement, noun: 'geographic requirement' },
  { key: 'metro_areas', flow: 'role', field: R.metroAreas, noun: 'metro area' },
  { key: 'organisation_metro_area', flow: 'employer-profile', field: E.metroArea, noun: 'metro area' },
  { key: 'functional_areas', flow: 'role', field: R.areas[0], noun: 'functional area' },
  recordsOfRole('skills', R.skills, 'skill', { schema: 'skillId', wire: 'skill_id' }, { schema: 'rating', wire: 'rating' }),
  { key: 'undergrad_degree_requirement', flow: 'role', field: R.undergradRequirement, noun: 'degree requirement' },
  { key: 'graduate_degree_requirement', flow: 'role', field: R.graduateRequirement, noun: 'degree requirement' },
  { key: 'preferred_grad_degrees', flow: 'role', field: R.preferredGradDegrees, noun: 'graduate degree' },
  { key: 'preferred_areas_of_study', flow: 'role', field: R.preferredAreasOfStudy, noun: 'area of study', plural: 'areas of study' },
  recordsOfRole('languages', R.languages, 'language', { schema: 'name', wire: 'name' }, { schema: 'role', wire: 'level' }),
  { key: 'team_size', flow: 'role', field: R.teamSize, noun: 'team size' },
  { key: 'teamwork_approach', flow: 'role', field: R.teamworkApproach, noun: 'teamwork approach', plural: 'teamwork approaches' },
  { key: 'deadline_approach', flow: 'role', field: R.deadlineApproach, noun: 'deadline approach', plural: 'deadline approaches' },
  { key: 'travel_amount', flow: 'role', field: R.travelAmount, noun: 'travel amount' },
];

type Node = Record<string, unknown>;

const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const isNode = isPlainObject<Node>;

/** The schema of one value: a list's item, a record's property. The flows are loaded with every $ref resolved. */
function valueSchema(question: unknown, property: string | undefined): Node | null {
  let node = isNode(question) ? question : null;
  if (node && isNode(node.items)) node = node.items;
  if (node && property !== undefined) node = isNode(node.properties) && isNode(node.properties[property]) ? node.properties[property] : null;
  return node;
}

/** The levels a record's level field offers (Novice … Expert; Required, Preferred), their values as the schema types them. */
function levelsOf(question: unknown, level: { schema: string; wire: 'rating' | 'level' }): CriterionOptions['levels'] {
  const node = valueSchema(question, level.schema);
  const branches = node && Array.isArray(node.oneOf) ? node.oneOf.filter(isNode) : [];
  const options = branches.flatMap((branch) =>
    typeof branch.const === 'string' || typeof branch.const === 'number'
      ? [{ value: branch.const, title: typeof branch.title === 'string' ? branch.title : String(branch.const) }]
      : [],
  );
  return { field: level.wire, options };
}

/** The options (const with a title) among a value schema's oneOf/anyOf, and a free-form alternative's pattern. */
function collect(node: Node, into: { options: CriterionOption[]; pattern: string | null }): void {
  if ('const' in node && (typeof node.const === 'string' || typeof node.const === 'number')) {
    const option: CriterionOption = { value: String(node.const), title: typeof node.title === 'string' ? node.title : String(node.const) };
    if (typeof node['x-group'] === 'string') option.group = node['x-group'];
    into.options.push(option);
    return;
  }
  if (typeof node.pattern === 'string') into.pattern ??= node.pattern;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) for (const branch of branches) if (isNode(branch)) collect(branch, into);
  }
}

function hintOf(node: Node, noun: string): string {
  const messages = node.errorMessage;
  if (isNode(messages) && typeof messages.anyOf === 'string') return messages.anyOf;
  return `Choose ${withArticle(noun)} from the list, or type it in the form the question asks`;
}

/**
 * Every criterion's options, read from the newest role and organisation flows (schemas/flows, their enumerations in
 * schemas/enums), each titled as the questions title it. A skill is grouped under its functional area's title.
 */
export function filterOptionCatalogue(flows: LoadedFlows): FilterOptionCatalogue {
  const catalogue: FilterOptionCatalogue = {};
  for (const source of SOURCES) {
    const question = flows.latest(source.flow)?.questions[source.field];
    const node = valueSchema(question?.schema, source.property?.schema);
    if (!node) throw new Error(`The ${source.flow} flow has no question "${source.field}" for the filter criterion ${source.key}.`);
    const found = { options: [] as CriterionOption[], pattern: null as string | null };
    collect(node, found);
    catalogue[source.key] = {
      noun: source.noun,
      plural: source.plural ?? `${source.noun}s`,
      ...(source.property ? { itemField: source.property.wire, levels: levelsOf(question?.schema, source.property.level) } : {}),
      options: found.options,
      custom: found.pattern === null ? null : { pattern: found.pattern, hint: hintOf(node, source.noun) },
    };
  }
  const areaTitles = new Map(catalogue.functional_areas!.options.map((area) => [area.value, area.title]));
  for (const skill of catalogue.skills!.options) if (skill.group !== undefined) skill.group = areaTitles.get(skill.group) ?? skill.group;
  return catalogue;
}

/**
 * How a criterion without options is written and entered, read from the role question its value is answered with:
 * money in its unit, a date, or records chosen by name from a search (colleges) and held by id.
 */
export type CriterionFormat = { kind: 'money'; unit: string } | { kind: 'date' } | { kind: 'search'; path: string; noun: string; plural: string };

// The criteria whose role question says how they read (its unit, its date format, its search). Like SOURCES, the
// field names come from answer-fields.ts.
const FORMAT_SOURCES: readonly { key: string; field: string; noun?: string }[] = [
  { key: 'maximum_salary', field: R.maximumSalary },
  { key: 'maximum_rate', field: R.maximumRate },
  { key: 'preferred_salary', field: R.preferredSalary },
  { key: 'preferred_rate', field: R.preferredRate },
  { key: 'ideal_start_date', field: R.idealStartDate },
  { key: 'latest_start_date', field: R.latestStartDate },
  { key: 'preferred_colleges', field: R.preferredColleges, noun: 'college' },
];

/** Each criterion's format (see CriterionFormat), from the newest role flow; a question that says none is left out. */
export function filterFormatCatalogue(flows: LoadedFlows): Record<string, CriterionFormat> {
  const formats: Record<string, CriterionFormat> = {};
  for (const source of FORMAT_SOURCES) {
    const question = flows.latest('role')?.questions[source.field];
    if (!question) throw new Error(`The role flow has no question "${source.field}" for the filter criterion ${source.key}.`);
    const ui: Node = isNode(question.ui) ? question.ui : {};
    const schema: Node = isNode(question.schema) ? question.schema : {};
    if (typeof ui.searchPath === 'string') {
      const noun = source.noun ?? 'record';
      formats[source.key] = { kind: 'search', path: ui.searchPath, noun, plural: `${noun}s` };
    } else if (typeof ui.unit === 'string' && ui.unit.startsWith('USD')) formats[source.key] = { kind: 'money', unit: ui.unit };
    else if (schema.format === 'date') formats[source.key] = { kind: 'date' };
  }
  return formats;
}

/** The values a criterion holds on the wire: a single value, a list, or a list of records (their value field). */
function valuesOf(value: unknown, itemField: string | undefined): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    const inner: unknown = itemField !== undefined && isNode(item) ? item[itemField] : item;
    return typeof inner === 'string' ? [inner] : [];
  });
}

/** Up to this many options are listed in a refusal; a longer list is the editor's to show. */
const LISTED_OPTIONS = 12;

function refusal(criterion: CriterionOptions, unknown: string[]): string {
  const named = unknown.map((value) => `"${value}"`).join(', ');
  const what = unknown.length === 1 ? `${named} is not ${withArticle(criterion.noun)} on the list.` : `${named} are not ${criterion.plural} on the list.`;
  if (criterion.custom !== null) return `${what} ${criterion.custom.hint}.`;
  if (criterion.options.length <= LISTED_OPTIONS) return `${what} Choose from: ${criterion.options.map((option) => option.title).join('; ')}.`;
  return `${what} Choose ${criterion.plural} from the list.`;
}

/**
 * What is wrong with the options of wire `filters` (the criteria sent; snake_case), as `{"filters.<criterion>":
 * [message]}`: a value that is neither an option, nor in the question's free form (a "City, ST"), nor the role's own
 * value of that criterion (`own`, on the wire too: a copy of the role's filters is always accepted, whatever its
 * organisation typed as its address).
 */
export function filterOptionProblems(filters: Record<string, unknown>, catalogue: FilterOptionCatalogue, own: Record<string, unknown>): FieldErrors {
  const problems: FieldErrors = {};
  for (const [key, value] of Object.entries(filters)) {
    const criterion = catalogue[key];
    if (criterion === undefined || value === null) continue;
    const allowed = new Set([...criterion.options.map((option) => option.value), ...valuesOf(own[key], criterion.itemField)]);
    const pattern = criterion.custom === null ? null : new RegExp(criterion.custom.pattern, 'u');
    const unknown = valuesOf(value, criterion.itemField).filter((item) => !allowed.has(item) && !(pattern?.test(item) ?? false));
    if (unknown.length > 0) problems[`filters.${key}`] = [refusal(criterion, [...new Set(unknown)])];
  }
  return problems;
}
