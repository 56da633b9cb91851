import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../src/flows/types';
import { reportedSchemaNodes } from '../../../src/flows/schema-nodes';
import { listFlowFiles, loadFlowFile } from '../../../scripts/lib/schema-files';
import { validator } from './helpers';

// Issue 23: no raw validator message ("Instance type "number" is invalid. Expected "integer".") may reach a
// person. Every constraint of every question, in every flow file, is broken on purpose the way a person could
// break it, and each message that comes back must be one the flow file wrote.

type Node = JsonSchema & Record<string, unknown>;

/** Every message a question's schema carries, at any depth. */
function ownMessages(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) ownMessages(item, found);
  else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'errorMessage') collectStrings(value, found);
      else ownMessages(value, found);
    }
  }
  return found;
}

function collectStrings(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') found.add(value);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collectStrings(item, found);
}

function typesOf(node: Node): string[] {
  return Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : [];
}

/** Values that break one constraint of a node, as a person could type or pick them, each named for the report. */
function breakingValues(node: Node): [string, unknown][] {
  const values: [string, unknown][] = [];
  const types = typesOf(node);
  if (types.includes('integer')) values.push(['a fraction where a whole number is asked', 2016.5]);
  if (typeof node.minimum === 'number') values.push(['below the minimum', node.minimum - 1]);
  if (typeof node.maximum === 'number') values.push(['above the maximum', node.maximum + 1]);
  if (typeof node.exclusiveMinimum === 'number') values.push(['at the exclusive minimum', node.exclusiveMinimum]);
  if (typeof node.exclusiveMaximum === 'number') values.push(['at the exclusive maximum', node.exclusiveMaximum]);
  if (typeof node.minLength === 'number' && node.minLength > 0) values.push(['too short', 'x'.repeat(node.minLength - 1)]);
  if (typeof node.maxLength === 'number') values.push(['too long', 'x'.repeat(node.maxLength + 1)]);
  if (typeof node.pattern === 'string') values.push(['not in the pattern', '\u0000 not ~ this']);
  if (node.format === 'date') values.push(['not a date', '2024-02-31x']);
  if (node.format === 'uri' || node.format === 'url') values.push(['not an address', 'not an address']);
  if (node.format === 'email') values.push(['not an e-mail address', 'ada at example']);
  if (typeof node.minItems === 'number' && node.minItems > 0) values.push(['too few items', []]);
  if (typeof node.maxItems === 'number') values.push(['too many items', Array.from({ length: node.maxItems + 1 }, (_, index) => index)]);
  if (node.oneOf !== undefined || node.anyOf !== undefined || node.enum !== undefined || node.const !== undefined)
    values.push(['not one of the choices', '__not_a_choice__']);
  if (Array.isArray(node.required) && node.required.length > 0) values.push(['missing a required field', {}]);
  return values;
}

/** Record fields the server keeps, as the step form leaves them out (src/web/forms/step-form-schema.ts). */
const SERVER_OWNED = new Set(['id', 'primary', 'mostRecentRole', 'deleted', 'universityId']);

const flows = listFlowFiles().map((file) => ({ name: `${file.id}/v${file.version}`, flow: loadFlowFile(file.file, validator) }));

describe('every constraint of every question has a message a person can act on', () => {
  it.each(flows)('$name', ({ flow }) => {
    const raw: string[] = [];
    let checked = 0;
    for (const [field, question] of Object.entries(flow.questions)) {
      const mine = ownMessages(question.schema);
      if (question.required !== undefined) mine.add(question.required);
      for (const { node, pointer } of reportedSchemaNodes(question.schema)) {
        // Ids and flags the server keeps are never typed (the form does not draw them).
        if (SERVER_OWNED.has(pointer.split('/').at(-1) ?? '') || (node as Node).readOnly === true) continue;
        for (const [what, value] of breakingValues(node as Node)) {
          checked += 1;
          // A node's own constraints; what is inside it (each item, each field) is checked as its own node.
          for (const issue of validator.validate(node, value).filter((found) => found.path === '')) {
            if (!mine.has(issue.message)) raw.push(`${field}${pointer} (${what}): ${issue.message}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(raw).toEqual([]);
  });
});
