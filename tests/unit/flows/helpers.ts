import type { Flow, FlowDocument } from '../../../src/flows/types';
import { loadFlow } from '../../../src/flows/load-flow';
import { createNodeStepValidator } from '../../../src/server/flows/node-step-validator';
import { loadFlowVersion, readEnums, readMetaSchema } from '../../../scripts/lib/schema-files';

export const validator = createNodeStepValidator();

let jobseekerFlow: Flow | undefined;
/** schemas/flows/jobseeker/v1.json, loaded once. */
export function jobseeker(): Flow {
  jobseekerFlow ??= loadFlowVersion('jobseeker', 1, validator);
  return jobseekerFlow;
}

/**
 * A small flow with every kind of routing: a step condition (detail), a next rule that jumps (flag -> last),
 * an end rule (tags holds "x") and a question condition (note).
 */
export function tinyDocument(): FlowDocument {
  return {
    id: 'tiny',
    version: 1,
    title: 'Tiny',
    routePrefix: '/tiny/',
    sections: ['One', 'Two'],
    completeness: 'independent',
    saveTargets: { profile: { method: 'PATCH', path: '/api/profile/{userId}/', kind: 'answers' } },
    questions: {
      kind: {
        label: 'Kind',
        required: 'Choose a kind',
        saveTo: 'profile',
        ui: { widget: 'radio' },
        schema: {
          type: 'string',
          oneOf: [
            { const: 'a', title: 'A' },
            { const: 'b', title: 'B' },
          ],
          errorMessage: { oneOf: 'Pick a listed kind' },
        },
      },
      detail: {
        label: 'Detail',
        required: 'Add a detail',
        saveTo: 'profile',
        ui: { widget: 'text' },
        schema: { type: 'string', maxLength: 10, errorMessage: { maxLength: 'At most 10 characters' } },
      },
      note: { label: 'Note', saveTo: 'profile', ui: { widget: 'text' }, when: { op: 'equals', field: 'kind', value: 'a' }, schema: { type: 'string' } },
      flag: { label: 'Flag', required: 'Answer yes or no', saveTo: 'profile', ui: { widget: 'radio' }, schema: { type: 'boolean' } },
      tags: {
        label: 'Tags',
        saveTo: 'profile',
        ui: { widget: 'checkboxes' },
        schema: { type: 'array', items: { type: 'string', enum: ['x', 'y', 'z'], errorMessage: { enum: 'Pick listed tags' } } },
      },
    },
    steps: [
      { name: 'start', section: 'One', questions: ['kind', 'note'] },
      { name: 'detail', section: 'One', questions: ['detail'], when: { op: 'equals', field: 'kind', value: 'b' } },
      { name: 'flag', section: 'Two', questions: ['flag'], next: [{ when: { op: 'isTrue', field: 'flag' }, goTo: 'last' }] },
      { name: 'middle', section: 'Two', questions: ['tags'] },
      { name: 'last', section: 'Two', questions: [] },
    ],
    ends: { rules: [{ when: { op: 'includesAny', field: 'tags', values: ['x'] }, goTo: 'special' }], default: '/home' },
  };
}

/** Loads a flow document through the real meta-schema and enumerations. */
export function load(document: unknown): Flow {
  return loadFlow({ flow: document, metaSchema: readMetaSchema('flow'), enums: readEnums(), source: 'test flow' }, validator);
}

export function tiny(): Flow {
  return load(tinyDocument());
}
