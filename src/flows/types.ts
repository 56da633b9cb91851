import type * as FlowFile from '../generated/flow-document';

/** A JSON Schema (draft-07) object. Flow files add `errorMessage` (a message per limit keyword) to any node. */
export type JsonSchema = FlowFile.AnswerSchema;

// The shapes of a flow file are generated from schemas/meta/flow.schema.json (`npm run gen:types`); the
// meta-schema's descriptions document each key. These names are the ones the engine speaks in.

/** Rewrites applied to an answer before it is validated and saved (spec 001 §5.1). */
export type Normalizer = FlowFile.Normalizer;

/** One answer field: its JSON Schema, its words, its widget and where it is saved. */
export type Question = FlowFile.Question;

/** Checks across the fields of one step, for what one field's JSON Schema cannot say. */
export type StepCheck = FlowFile.StepCheck;

/** A question's check against another question's answer (`compare`). */
export type Comparison = FlowFile.Comparison;

/** Today moved by whole years, months and days: what a `compare` rule with `today` compares with. */
export type DateOffset = FlowFile.DateOffset;

export type Step = FlowFile.Step;

/** An API resource answers are saved to, and how (`kind`). */
export type SaveTarget = FlowFile.SaveTarget;

/**
 * A flow file as written (schemas/flows/<id>/vN.json). After `loadFlow` it is a `Flow`: the same shape with
 * every `$ref` resolved, plain JSON that the server can hand to the browser as is.
 */
export type FlowDocument = FlowFile.FlowDocument;

/** A loaded flow: every `$ref` resolved, validated against the meta-schema. */
export type Flow = Omit<FlowDocument, '$defs'>;
