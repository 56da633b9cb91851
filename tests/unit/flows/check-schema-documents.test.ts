import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { checkSchemaDocuments, type SchemaDocuments } from '../../../scripts/lib/check-schema-documents';
import type { FlowDocument, JsonSchema } from '../../../src/flows/types';
import { FLOWS_DIR, readEnums, readJson, readMetaSchema } from '../../../scripts/lib/schema-files';
import { tinyDocument, validator } from './helpers';

// `npm run check:schemas` refuses a file with each mistake of issue 34 item 4, as the studio's draft check does.

function check(flows: SchemaDocuments['flows'], enums: Readonly<Record<string, unknown>> = readEnums()): string[] {
  const enumDocuments = Object.entries(enums).map(([name, document]) => ({ name, file: `schemas/enums/${name}.json`, document }));
  return checkSchemaDocuments({ flowMeta: readMetaSchema('flow'), enumMeta: readMetaSchema('enum'), enums: enumDocuments, flows }, validator);
}

const FILE = 'schemas/flows/tiny/v1.json';
const tinyWith = (change: (document: FlowDocument) => void) => {
  const document = tinyDocument();
  change(document);
  return check([{ id: 'tiny', version: 1, file: FILE, document }]);
};

describe('checkSchemaDocuments', () => {
  it('passes the shipped job seeker flow and the tiny flow', () => {
    expect(
      check([{ id: 'jobseeker', version: 1, file: 'schemas/flows/jobseeker/v1.json', document: readJson(path.join(FLOWS_DIR, 'jobseeker', 'v1.json')) }]),
    ).toEqual([]);
    expect(tinyWith(() => undefined)).toEqual([]);
  });

  it.each<[string, (document: FlowDocument) => void, string]>([
    [
      'two options with one value',
      (document) => (document.questions.kind!.schema.oneOf as JsonSchema[]).push({ const: 'a', title: 'Also A' }),
      'step "start", question "kind": [duplicate-option]',
    ],
    [
      'contradictory tests',
      (document) =>
        (document.steps[1]!.when = {
          op: 'all',
          conditions: [
            { op: 'equals', field: 'kind', value: 'a' },
            { op: 'equals', field: 'kind', value: 'b' },
          ],
        }),
      'step "detail": [condition-contradiction]',
    ],
    [
      "a step's condition on its own answer",
      (document) => (document.steps[1]!.when = { op: 'exists', field: 'detail' }),
      'step "detail": [condition-needs-own-answer]',
    ],
    [
      "a question's condition on itself",
      (document) => (document.questions.note!.when = { op: 'exists', field: 'note' }),
      'step "start", question "note": [condition-needs-own-answer]',
    ],
    [
      'a value the question does not offer',
      (document) => (document.steps[1]!.when = { op: 'equals', field: 'kind', value: 'c' }),
      'step "detail": [unknown-value]',
    ],
    [
      'a limit its kind does not have',
      (document) => Object.assign(document.questions.kind!.schema, { maxLength: 5, errorMessage: { oneOf: 'Pick a listed kind', maxLength: 'Too long' } }),
      'step "start", question "kind": [limit-not-for-type] “Kind” is a single choice; a length limit does not apply to it. Remove it.',
    ],
  ])('refuses %s', (_name, change, problem) => {
    expect(tinyWith(change)).toEqual([`${FILE}: ${problem}`].map((line) => expect.stringContaining(line)));
  });

  it('refuses a shared option list repeating a value, in its file and at each question that includes it', () => {
    const enums = { ...readEnums() };
    const statuses = structuredClone(enums['job-seeking-statuses']) as { oneOf: unknown[] };
    statuses.oneOf.push({ const: 'active', title: 'On a sabbatical' });
    enums['job-seeking-statuses'] = statuses;
    const jobseeker = {
      id: 'jobseeker',
      version: 1,
      file: 'schemas/flows/jobseeker/v1.json',
      document: readJson(path.join(FLOWS_DIR, 'jobseeker', 'v1.json')),
    };
    expect(check([jobseeker], enums)).toEqual([
      'schemas/enums/job-seeking-statuses.json: duplicate-option: “On a sabbatical” repeats the value “active” of “Actively looking”: give it a value of its own',
      expect.stringContaining('schemas/flows/jobseeker/v1.json: step "job_seeking_status", question "jobSeekingStatus": [duplicate-option]'),
    ]);
  });
});
