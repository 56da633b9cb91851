import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  closedPartial,
  closedRecord,
  closedRecordOrNull,
  countedListOf,
  integer,
  openRecord,
  orNull,
  pageOf,
  resultsOf,
  text,
} from '../../../../src/shared/wire/schema-builders';

const validatorOf = (schema: object) => new Ajv({ strict: true, allowUnionTypes: true }).compile(schema);

describe('wire schema builders (issue 25)', () => {
  it('a closed record requires every property it names and takes nothing else', () => {
    const valid = validatorOf(closedRecord({ id: integer, name: text }));
    expect(valid({ id: 1, name: 'Acme' })).toBe(true);
    expect(valid({ id: 1 })).toBe(false);
    expect(valid({ id: 1, name: 'Acme', slug: 'acme' })).toBe(false);
  });

  it('a closed partial takes any of its properties, none required, and nothing else', () => {
    const valid = validatorOf(closedPartial({ first_name: text, email: text }));
    expect(valid({})).toBe(true);
    expect(valid({ email: 'a@example.com' })).toBe(true);
    expect(valid({ phone: '555' })).toBe(false);
  });

  it('an open record requires its properties and lets the flow answers beside them through', () => {
    const valid = validatorOf(openRecord('The answers of a flow.', { id: integer }));
    expect(valid({ id: 1, jobTitle: 'Engineer' })).toBe(true);
    expect(valid({ jobTitle: 'Engineer' })).toBe(false);
  });

  it('the nullable forms take null or the whole record', () => {
    for (const schema of [closedRecordOrNull({ id: integer }), orNull(closedRecord({ id: integer }))]) {
      const valid = validatorOf(schema);
      expect(valid(null)).toBe(true);
      expect(valid({ id: 1 })).toBe(true);
      expect(valid({})).toBe(false);
    }
  });

  it('the list answers carry their items under results, with a count and a page where they say so', () => {
    expect(validatorOf(resultsOf(text))({ results: ['a'] })).toBe(true);
    expect(validatorOf(countedListOf(text))({ count: 1, results: ['a'] })).toBe(true);
    expect(validatorOf(countedListOf(text))({ results: ['a'] })).toBe(false);
    const page = validatorOf(pageOf(integer));
    expect(page({ count: 41, page: 2, page_size: 20, results: [21, 22] })).toBe(true);
    expect(page({ count: 41, page: 2, results: [21, 22] })).toBe(false);
    expect(page({ count: 41, page: 2, page_size: 20, results: ['21'] })).toBe(false);
  });
});
