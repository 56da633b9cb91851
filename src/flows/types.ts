import type { Condition } from './condition';

/** A JSON Schema (draft-07) object. Flow files add `errorMessage` (a message per limit keyword) to any node. */
export type JsonSchema = { [keyword: string]: unknown };

/** The widget a question is drawn with. Limits and options live in the question's schema, never here. */
export const WIDGETS = [
  'radio',
  'service-tier',
  'checkboxes',
  'select',
  'slider',
  'ranking',
  'metro-area-picker',
  'city-picker',
  'record',
  'records',
  'skill-ratings',
  'resume-upload',
  'file-upload',
  'search-select',
  'text',
  'textarea',
  'date',
] as const;
export type Widget = (typeof WIDGETS)[number];

/** Hints for the renderer. Everything but `widget` is optional; the meta-schema lists the allowed keys. */
export interface UiHints {
  widget: Widget;
  placeholder?: string;
  /** Slider increment. */
  step?: number;
  /** Unit shown beside a number ("years", "USD"). */
  unit?: string;
  /** Captions at the two ends of a slider or scale. */
  minLabel?: string;
  maxLabel?: string;
  /** Button text for adding one more record. */
  addLabel?: string;
  rows?: number;
  /** HTML input type for text widgets (`tel`, `url`, `email`). */
  inputType?: 'text' | 'tel' | 'url' | 'email' | 'number';
  /** Which record form a `record`/`records` widget draws. */
  record?: 'education' | 'work-experience' | 'language' | 'skill' | 'address';
  /** API path the widget searches or lists from (`/api/cities/`, `/api/universities/`). */
  searchPath?: string;
  /** Whether a picker accepts entries that are not in its list. */
  allowCustom?: boolean;
  /** File types for an upload (`.pdf,.doc,.docx`). */
  accept?: string;
  /** For skill widgets: the field whose chosen area(s) decide which skills are offered. */
  skillsFromField?: string;
  /** file-upload: the API path the file is sent to, with the owner's placeholders. */
  uploadPath?: string;
  /** For an option list: months from today to show as a date hint beside an option value. */
  monthsFromNow?: Record<string, number>;
}

/** Rewrites applied to an answer before it is validated and saved (spec 001 §5.1). */
export type Normalizer =
  /** Keep digits only: "(212) 555-0123" becomes "2125550123". */
  | { op: 'digitsOnly' }
  /** Trim surrounding white space. */
  | { op: 'trim' }
  /** In a record (or each record of a list), set `field` to null when `when` holds for that record. */
  | { op: 'nullWhen'; field: string; when: Condition }
  /** Text typed as a list ("KIPP, YES Prep") becomes the list of its trimmed, non-empty parts. */
  | { op: 'splitList'; separator: string };

/** One answer field: its JSON Schema, its words, its widget and where it is saved. */
export interface Question {
  label: string;
  help?: string;
  /** JSON Schema of the answer, with a message for every limit (`errorMessage`). */
  schema: JsonSchema;
  /** Present when an answer is required: the message shown when it is missing. */
  required?: string;
  /** The API resource the answer is saved to: a key of the flow's `saveTargets`. */
  saveTo: string;
  ui: UiHints;
  /** Shown (and validated, and kept) only when this holds. */
  when?: Condition;
  normalize?: Normalizer[];
  /** Fields sent with each of this question's records beside their own (`{"mostRecentRole": true}`). */
  saveWith?: Record<string, unknown>;
}

/** Checks across the fields of one step, for what one field's JSON Schema cannot say. */
export type StepCheck =
  /** The answered fields hold pairwise different values (force ranking: no ties). */
  { check: 'distinct'; fields: string[]; message: string };

/** Where to go after a step, tried in order before falling through to the next visible step. */
export interface NextRule {
  /** Absent: always. */
  when?: Condition;
  /** A later step's name or one of the flow's ends. */
  goTo: string;
}

export interface Step {
  /** Route name (`can_work_in_us` in /profile/can_work_in_us). */
  name: string;
  section: string;
  /**
   * The sub-section of `section` the step belongs to, for the navigation ("Location Preferences" in Role
   * Basics). Within a section every step names one or none does, and a sub-section's steps are contiguous.
   */
  subsection?: string;
  title?: string;
  /** Text of a screen that asks nothing (an introduction, an interstitial). */
  body?: string;
  /** Field names of the questions on this step, in display order. */
  questions: string[];
  /** Absent: always shown. */
  when?: Condition;
  next?: NextRule[];
  checks?: StepCheck[];
  /** The renderer offers to skip the step. */
  optional?: boolean;
  /** A completion flag saved when the step is left with valid answers (e.g. `completedSkills`). */
  completionFlag?: { field: string; saveTo: string };
}

export interface EndRule {
  when?: Condition;
  goTo: string;
}

/** Where the flow goes after its last visible step. */
export interface Ends {
  rules: EndRule[];
  default: string;
}

/**
 * How answers reach a resource: `answers` PATCHes the fields (null clears one) and answers the owner's whole body;
 * `records` sends one record per call (POST to `path`, PATCH and DELETE at `itemPath`); `city-ids` sends the ids
 * of the chosen cities, creating new ones first; `upsert` sends one record, POST the first time and PATCH after.
 */
export type SaveTargetKind = 'answers' | 'records' | 'city-ids' | 'upsert';

/**
 * An API resource answers are saved to. Paths hold the owner's placeholders (`{userId}`, `{employerId}`,
 * `{uuid}`, `{roleId}`) and, in `itemPath`, the record's `{recordId}`.
 */
export interface SaveTarget {
  method: 'PATCH' | 'POST' | 'PUT';
  path: string;
  kind: SaveTargetKind;
  description?: string;
  /** records: where one record is changed and deleted. */
  itemPath?: string;
  /** records: PATCH goes to `path` with the record's id in the body. */
  idInBody?: boolean;
  /** Where this target's answers sit in the owner's wire body (snake_case key); absent: at its top level. */
  nestedAs?: string;
  /** records: fields added to every created record, placeholders filled in (`{"role_uuid": "{uuid}"}`). */
  bodyParams?: Record<string, string>;
  /** records: one record in words, for messages ("language requirement"). */
  noun?: string;
  /** records: fields no two live records may share a value in (text compared without case). */
  uniqueBy?: string[];
  /** records: the message when a record repeats another in a `uniqueBy` field. */
  duplicateMessage?: string;
}

/**
 * A flow file as written (schemas/flows/<id>/vN.json). After `loadFlow` it is a `Flow`: the same shape with
 * every `$ref` resolved, plain JSON that the server can hand to the browser as is.
 */
export interface FlowDocument {
  $schema?: string;
  $comment?: string;
  id: string;
  version: number;
  title: string;
  /** Route of a step: routePrefix + step name. An end starting with "/" is an app path instead. */
  routePrefix: string;
  sections: string[];
  /** `independent`: a section is complete when its visible steps are valid; `sequential`: and the one before it is complete. */
  completeness: 'independent' | 'sequential';
  saveTargets: Record<string, SaveTarget>;
  $defs?: Record<string, JsonSchema>;
  questions: Record<string, Question>;
  steps: Step[];
  ends: Ends;
}

/** A loaded flow: every `$ref` resolved, validated against the meta-schema. */
export type Flow = Omit<FlowDocument, '$defs'>;
