import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { RecordCardTemplate } from './widgets/record-card-template';
import { evaluateCondition, isQuestionVisible, type Answers, type Flow, type JsonSchema, type Question, type Step } from '../../flows';
import { isPlainObject } from '../../shared/plain-object';

/** One choice of an option list: its stored value and its words. */
export interface ChoiceOption {
  const: string | number | boolean;
  title: string;
  'x-group'?: string;
}

type SchemaNode = JsonSchema & {
  type?: string | string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
};

function isChoiceList(list: unknown): list is ChoiceOption[] {
  return Array.isArray(list) && list.length > 0 && list.every((entry) => typeof entry === 'object' && entry !== null && 'const' in entry);
}

/** The options of a choice schema: its own `oneOf` list, or the lists of an `anyOf` of option lists merged. */
export function choicesOf(schema: JsonSchema): ChoiceOption[] | undefined {
  const node = schema as SchemaNode;
  if (isChoiceList(node.oneOf)) return node.oneOf;
  if (Array.isArray(node.anyOf)) {
    const lists = node.anyOf.map((branch) => choicesOf(branch)).filter((list): list is ChoiceOption[] => list !== undefined);
    if (lists.length > 0) return lists.flat();
  }
  return undefined;
}

function baseType(node: SchemaNode): string | undefined {
  if (Array.isArray(node.type)) return node.type.find((type) => type !== 'null');
  return node.type;
}

/**
 * What RJSF draws for an answer schema: its shape and options only. Limits, patterns and combinators stay out;
 * the flow engine validates with the full schema, so RJSF never has to understand (or half-understand) them.
 * `maxLength`, `minimum` and `maximum` stay because the widgets show them (a counter, a slider's ends).
 */
export function displaySchema(schema: JsonSchema, words: { title?: string; description?: string } = {}): RJSFSchema {
  const node = schema as SchemaNode;
  const type = baseType(node) ?? (choicesOf(schema) ? typeof choicesOf(schema)![0]!.const : 'string');
  const shown: RJSFSchema = { type: type as RJSFSchema['type'] };
  if (words.title !== undefined) shown.title = words.title;
  if (words.description !== undefined) shown.description = words.description;
  const choices = choicesOf(schema);
  if (choices) shown.oneOf = choices.map((choice) => ({ const: choice.const, title: choice.title }));
  if (typeof node.maxLength === 'number') shown.maxLength = node.maxLength;
  if (typeof node.minimum === 'number') shown.minimum = node.minimum;
  if (typeof node.maximum === 'number') shown.maximum = node.maximum;
  if (node.format === 'date') shown.format = 'date';
  if (type === 'object' && node.properties) {
    shown.properties = Object.fromEntries(
      Object.entries(node.properties)
        // Record ids are the server's, and so is whatever the schema marks readOnly (a role's employer id): nobody types them.
        .filter(([name, child]) => !SERVER_OWNED.has(name) && (child as { readOnly?: unknown }).readOnly !== true)
        .map(([name, child]) => [name, displaySchema(child, { title: titleOf(name, child) })]),
    );
  }
  if (type === 'array' && node.items) {
    shown.items = displaySchema(node.items);
    // RJSF draws a list of options as checkboxes only when each may be picked once.
    if (choicesOf(node.items)) shown.uniqueItems = true;
  }
  return shown;
}

/** Fields of records the server keeps (ids, flags it sets); never drawn. */
export const SERVER_OWNED = new Set(['id', 'primary', 'mostRecentRole', 'deleted', 'universityId']);

/**
 * A record field's label: the schema's own `title` (the flow file names a field whose name would read oddly, and
 * an option list's file names its list), else the field's name in words ("jobTitle" → "Job title").
 */
export function titleOf(name: string, schema: JsonSchema): string {
  const own = (schema as { title?: unknown }).title;
  if (typeof own === 'string' && own.trim() !== '') return own;
  const words = name
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The separator of a list answered in one text box (a role's specific employers, spec 001 §5.2: "up to 3, comma
 * separated"): a text question whose schema is a list and whose `splitList` rule makes the list from the text.
 * Undefined for any other question.
 */
export function listSeparatorOf(question: Question): string | undefined {
  if (question.ui.widget !== 'text' || (question.schema as SchemaNode).type !== 'array') return undefined;
  const rule = question.normalize?.find((normalizer) => normalizer.op === 'splitList');
  return rule?.op === 'splitList' ? rule.separator : undefined;
}

/** A list answer as its one text box shows it: "KIPP, YES Prep". Anything else is shown as it is. */
export function listAsText(question: Question, value: unknown): unknown {
  const separator = listSeparatorOf(question);
  if (separator === undefined || !Array.isArray(value)) return value;
  return value.join(`${separator} `);
}

/** Characters a select's floating label shows on a phone before it is cut off. */
const LONG_LABEL = 32;
/**
 * A long select label sits above the box, where it wraps, rather than on its border, where it stays on one line
 * and is cut off ("What is the largest budget you have be…"); the border then has no gap for it.
 */
const LABEL_ABOVE: UiSchema = {
  'ui:options': {
    mui: {
      rjsfSlotProps: {
        inputLabel: { sx: { position: 'static', transform: 'none', whiteSpace: 'normal', overflow: 'visible', maxWidth: 'none', mb: 1 } },
        input: { sx: { '& legend': { display: 'none' } } },
      },
    },
  },
};

/**
 * The fields the app draws in its own frame (FieldFrame) show their messages there: RJSF's field template would
 * show each one a second time under it ("Add at least one city" twice).
 */
const OWN_FRAME = { hideError: true } as const;

/** RJSF's name for the widget or field that draws a question. */
function uiOf(question: Question, shown: RJSFSchema, value: unknown): UiSchema {
  const { ui } = question;
  const options: Record<string, string> = {};
  if (ui.placeholder !== undefined) options.placeholder = ui.placeholder;
  switch (ui.widget) {
    case 'radio':
      return { 'ui:widget': 'radio', 'ui:options': { ...options, monthsFromNow: ui.monthsFromNow } };
    case 'service-tier':
      return { 'ui:widget': 'serviceTier' };
    case 'checkboxes':
      return { 'ui:widget': 'checkboxes' };
    case 'select':
      return { 'ui:widget': 'select', 'ui:placeholder': 'Choose…', ...(question.label.length > LONG_LABEL ? LABEL_ABOVE : {}) };
    case 'slider':
      return { 'ui:widget': 'range', 'ui:options': { unit: ui.unit, step: ui.step } };
    case 'ranking':
      return { 'ui:widget': 'radio', 'ui:options': { inline: true } };
    case 'textarea':
      return { 'ui:widget': 'textarea', 'ui:options': { ...options, rows: ui.rows ?? 4 } };
    case 'text':
      if (ui.inputType === 'tel') return { 'ui:widget': 'phone', 'ui:options': options };
      return { 'ui:options': { ...options, inputType: ui.inputType } };
    case 'date':
      return {};
    case 'metro-area-picker':
      // A list of metro areas (a role's) is one field of chips; a single one (a job seeker's home) a text box.
      if (shown.type === 'array')
        return { 'ui:field': 'metroAreas', 'ui:options': { ...OWN_FRAME, suggestions: choicesOf((question.schema.items ?? {}) as JsonSchema) ?? [] } };
      return { 'ui:widget': 'metroArea', 'ui:options': { ...options, suggestions: choicesOf(question.schema) ?? [] } };
    case 'city-picker':
      return { 'ui:field': 'cityPicker', 'ui:options': { ...OWN_FRAME, searchPath: ui.searchPath } };
    case 'skill-ratings':
      return { 'ui:field': 'skillRatings', 'ui:options': { ...OWN_FRAME, skillsFromField: ui.skillsFromField, minLabel: ui.minLabel, maxLabel: ui.maxLabel } };
    case 'resume-upload':
      return { 'ui:field': 'resumeUpload', 'ui:options': { ...OWN_FRAME, accept: ui.accept } };
    case 'file-upload':
      return { 'ui:field': 'fileUpload', 'ui:options': { ...OWN_FRAME, accept: ui.accept, uploadPath: ui.uploadPath } };
    case 'search-select':
      return { 'ui:widget': 'searchSelect', 'ui:options': { searchPath: ui.searchPath } };
    case 'record':
      return recordUi(question, shown, value);
    case 'records': {
      const itemTitle = (question.schema.items as { title?: unknown } | undefined)?.title;
      return {
        // The record card is set here, with the list, so every renderer of a step draws records the same way.
        'ui:options': { addable: true, removable: true, orderable: false, addLabel: ui.addLabel ?? 'Add another', ArrayFieldItemTemplate: RecordCardTemplate },
        // Each record is drawn for its own answers (an end date hidden while its job is current) and titled by the
        // item schema's title and its place: "Degree 1", "Degree 2".
        items: (record: unknown, index: number) => ({
          ...recordUi(question, shown.items as RJSFSchema, record),
          'ui:title': `${typeof itemTitle === 'string' ? itemTitle : 'Entry'} ${index + 1}`,
        }),
      };
    }
  }
}

const isRecordValue = isPlainObject<Answers>;

/**
 * How a record's fields are drawn: dates as dates, long option lists as selects, the school as a search. A field
 * the question's `nullWhen` rule clears for this record's answers (the end date of a current job, spec 001 §5.1)
 * is not shown: it will be saved as null, so a date typed there would only mislead.
 */
function recordUi(question: Question, shown: RJSFSchema, value: unknown): UiSchema {
  const ui: UiSchema = {};
  for (const [name, child] of Object.entries(shown.properties ?? {})) {
    const field = child as RJSFSchema;
    if (field.oneOf) ui[name] = { 'ui:widget': 'select', 'ui:placeholder': 'Choose…' };
    if (field.type === 'boolean' && !field.oneOf) ui[name] = { 'ui:widget': 'checkbox' };
    if (name === 'school' && question.ui.searchPath) ui[name] = { 'ui:widget': 'searchSelect', 'ui:options': { searchPath: question.ui.searchPath } };
  }
  const record = isRecordValue(value) ? value : {};
  for (const rule of question.normalize ?? []) {
    if (rule.op === 'nullWhen' && rule.field in (shown.properties ?? {}) && evaluateCondition(rule.when, record)) ui[rule.field] = { 'ui:widget': 'hidden' };
  }
  return ui;
}

/** A rank question as RJSF draws it: one radio per rank, 1 to the schema's maximum. */
function rankingSchema(shown: RJSFSchema): RJSFSchema {
  const low = typeof shown.minimum === 'number' ? shown.minimum : 1;
  const high = typeof shown.maximum === 'number' ? shown.maximum : low;
  const ranks = Array.from({ length: high - low + 1 }, (_, index) => low + index);
  return { ...shown, oneOf: ranks.map((rank) => ({ const: rank, title: String(rank) })) };
}

/**
 * "Which skills in this area matter most?": the skills of the area chosen in `skillsFromField` (each skill's
 * `x-group` names its area), not every area's.
 */
function skillsOfArea(question: Question, shown: RJSFSchema, area: unknown): RJSFSchema {
  const all = choicesOf((question.schema.items ?? {}) as JsonSchema);
  if (!all || typeof area !== 'string') return shown;
  const kept = all.filter((skill) => skill['x-group'] === area);
  return { ...shown, items: { ...(shown.items as RJSFSchema), oneOf: kept.map((skill) => ({ const: skill.const, title: skill.title })) } };
}

export interface StepFormSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The questions shown, in order. */
  fields: string[];
}

/** The RJSF schema of one step for the current answers: its shown questions, with their words and widgets. */
export function stepFormSchema(flow: Flow, step: Step, answers: Answers): StepFormSchema {
  const fields = step.questions.filter((field) => isQuestionVisible(flow, field, answers));
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': fields, 'ui:submitButtonOptions': { norender: true } };
  for (const field of fields) {
    const question = flow.questions[field]!;
    let shown = displaySchema(question.schema, { title: question.label, ...(question.help === undefined ? {} : { description: question.help }) });
    if (question.ui.widget === 'ranking') shown = rankingSchema(shown);
    if (question.ui.widget === 'checkboxes' && question.ui.skillsFromField) shown = skillsOfArea(question, shown, answers[question.ui.skillsFromField]);
    // One box for the whole list: the flow's splitList rule turns the text into the list when it is saved.
    if (listSeparatorOf(question) !== undefined)
      shown = { type: 'string', title: shown.title, ...(shown.description === undefined ? {} : { description: shown.description }) };
    properties[field] = shown;
    uiSchema[field] = uiOf(question, shown, answers[field]);
  }
  return { schema: { type: 'object', properties }, uiSchema, fields };
}
