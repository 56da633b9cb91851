import type { FromSchema } from 'json-schema-to-ts';
import type { Flow, FlowDocument } from '../../flows';
import type { CamelWire } from './camel-keys';
import { keysAreData, keysAreDataOrNull } from './keys-are-data';
import { boolean, closedObject, closedRecord, closedRecordOrNull, integer, listOf, text, textOrNull } from './schema-builders';

/**
 * A flow file, as written or as served (every `$ref` resolved). Its own meta-schema (schemas/flow.schema.json)
 * names its fields, so the wire passes it through whole, keys as written (they are field names and option codes);
 * its TypeScript type is the generated FlowDocument.
 */
const FLOW_DOCUMENT_COMMENT = 'A flow document: its fields are the flow meta-schema’s, and its type the generated FlowDocument.';
const flowDocumentSchema = keysAreData(FLOW_DOCUMENT_COMMENT);
const flowDocumentOrNullSchema = keysAreDataOrNull(FLOW_DOCUMENT_COMMENT);

/** GET /api/flows/ (staff): every flow with its served versions and the answer sets saved against each. */
export const flowListWireSchema = listOf(
  closedRecord({
    flow_id: text,
    current_version: integer,
    title: text,
    versions: listOf(
      closedRecord({
        version: integer,
        published_at: text,
        /** When the answers of earlier versions were carried to it; null while they are being carried. */
        migrated_at: textOrNull,
        answer_sets: integer,
        /** Who published it (a staff member's name); null for a version that shipped as a file. */
        published_by: textOrNull,
        /** What changed from the version before, in words (questions, options, limits, conditions); empty for the first. */
        changes: listOf(text),
      }),
    ),
  }),
);

/** A flow as the browser's list reads it (keys in camelCase). */
export type FlowSummary = CamelWire<typeof flowListWireSchema>[number];

/** Which version of which flow. */
const flowVersionProperties = { flow_id: text, version: integer } as const;

/** GET /api/flows/{flowId}/versions/{version}/: a published version as written. */
export const flowVersionWireSchema = closedRecord({ ...flowVersionProperties, document: flowDocumentSchema });

export type FlowVersionWire = Omit<FromSchema<typeof flowVersionWireSchema>, 'document'> & { document: FlowDocument };

/** A published version as the browser reads it: its document as written, typed by the generated FlowDocument. */
export type FlowVersion = Omit<CamelWire<typeof flowVersionWireSchema>, 'document'> & { document: FlowDocument };

/**
 * `step` and `question`: where the problem is, when it is at one; `answer_sets` and `values`: for a problem about
 * saved answers, how many hold it and which values (each with its count).
 */
const problemSchema = closedObject(['kind', 'message'], {
  step: text,
  question: text,
  kind: text,
  message: text,
  answer_sets: integer,
  values: listOf(closedRecord({ value: { $comment: 'A saved value: an option code, a number, a text.' }, answer_sets: integer })),
});

/** GET /api/flows/{flowId}/versions/{version}/graph/: a version's map of steps and moves, with what is wrong in it. */
export const flowGraphWireSchema = closedRecord({
  nodes: listOf(
    closedRecord({
      id: text,
      label: text,
      section: text,
      subsection: textOrNull,
      /** Whether some answers lead a person to this step. */
      reachable: boolean,
      /** The step's questions by their labels; `when`: a question's own condition in words, null when always asked. */
      questions: listOf(closedRecord({ label: text, when: textOrNull })),
    }),
  ),
  /** `to`: a step's name or one of the flow's ends; `condition` in words, null when the move is unconditional. */
  edges: listOf(closedRecord({ from: text, to: text, condition: textOrNull })),
  /** Where the flow can end (an app path or an end screen). */
  ends: listOf(text),
  problems: listOf(problemSchema),
});

/** A version's map as the browser reads it (keys in camelCase). */
export type FlowGraphWire = CamelWire<typeof flowGraphWireSchema>;

export type FlowProblem = FlowGraphWire['problems'][number];

/** GET /api/flows/{flowId}/fixtures/: QA's replay fixtures of the flow, answers keyed as the flow's fields are. */
export const flowFixturesWireSchema = listOf(
  closedRecord({
    /** The file's name without .json: what QA calls the fixture. */
    name: text,
    version: integer,
    answers: keysAreData('Answers keyed by the flow’s own field names, checked by `npm run replay`.'),
  }),
);

/** POST /api/flows/{flowId}/drafts/: a draft's problems and map, and the draft as it would be served (null when it does not load). */
export const draftCheckWireSchema = closedRecord({
  problems: listOf(problemSchema),
  graph: { ...flowGraphWireSchema, type: ['object', 'null'] },
  flow: flowDocumentOrNullSchema,
});

/** The draft check; the served flow's keys are the flow file's own, typed by the engine's Flow. */
export type DraftCheckWire = Omit<FromSchema<typeof draftCheckWireSchema>, 'flow'> & { flow: Flow | null };

/** The draft check as the browser reads it (keys in camelCase, the served flow's as written). */
export type DraftCheck = Omit<CamelWire<typeof draftCheckWireSchema>, 'flow'> & { flow: Flow | null };

/** One answer a dry run names: whose, where and why. */
const answerInWords = closedRecord({ user_id: integer, name: text, step: text, step_title: text, field: text, question: text, message: text });

/** POST /api/flows/{flowId}/drafts/dry-run/: what publishing the draft would do to saved answers. */
export const dryRunWireSchema = closedRecord({
  /** Answer sets publishing would move: every one on an earlier version (roles: those that may move). */
  answer_sets: integer,
  /** Of those, how many the move changes (an op renames, maps, removes or clears an answer). */
  changed: integer,
  /** Where they stand now: each earlier version with how many it moves. */
  versions: listOf(closedRecord({ version: integer, answer_sets: integer })),
  /**
   * The first thousand answers the new version would send someone back for (refused, or a new question to answer on
   * a finished profile), each with whose they are (a person's name, a role's title, an organization's name), the step
   * and question by their titles, and why in words. `user_id` is the person's id (a role's or organization's id in
   * those flows).
   */
  invalid: listOf(answerInWords),
  /** The first thousand answers the move changes (an option mapped to another, an answer removed or cleared), in the same words. */
  changes: listOf(answerInWords),
  /** Roles approved or open whose answers the move would change: they keep their version (role flow only). */
  roles_kept: listOf(closedRecord({ id: integer, title: text, status: text })),
});

/** A dry run still running (202): how far it is; poll GET /api/flows/{flowId}/dry-runs/{id}/. */
export const dryRunProgressWireSchema = closedRecord({
  dry_run_id: text,
  done: integer,
  total: integer,
  /** The summary once finished; null while it runs. */
  result: { ...dryRunWireSchema, type: ['object', 'null'] },
  /** Why it stopped, when it failed. */
  error: textOrNull,
});

/** GET and PUT /api/flows/{flowId}/draft/: the staff member's own draft of the flow, kept on the server. */
export const savedDraftWireSchema = closedRecord({
  /** The draft document as typed (null: no draft saved). */
  flow: flowDocumentOrNullSchema,
  updated_at: textOrNull,
});

/** POST /api/flows/{flowId}/versions/ (201): the draft published as the flow's next version. */
export const publishedWireSchema = closedRecord({
  ...flowVersionProperties,
  published_at: text,
  /**
   * The move of saved answers onto this version: the version before it and how many answer sets, from every
   * earlier version, are being carried; null when there are none.
   */
  migration: closedRecordOrNull({ from_version: integer, answer_sets: integer }),
});

/** The published version as the browser reads it (keys in camelCase). */
export type Published = CamelWire<typeof publishedWireSchema>;

/** A dry run, one still running, a saved draft and QA's fixtures as the browser reads them (keys in camelCase, documents and answers as written). */
export type DryRunWire = CamelWire<typeof dryRunWireSchema>;
export type DryRunProgressWire = CamelWire<typeof dryRunProgressWireSchema>;
export type SavedDraftWire = CamelWire<typeof savedDraftWireSchema>;
export type QaFixtureWire = CamelWire<typeof flowFixturesWireSchema>[number];
