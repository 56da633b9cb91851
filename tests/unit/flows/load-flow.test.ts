import { describe, expect, it } from 'vitest';
import { loadFlow } from '../../../src/flows/load-flow';
import { FlowLoadError } from '../../../src/flows/flow-load-error';
import { resolveRefs } from '../../../src/flows/resolve-refs';
import { readEnums, readMetaSchema } from '../../../scripts/lib/schema-files';
import { jobseeker, load, tinyDocument, validator } from './helpers';

describe('loadFlow', () => {
  it('inlines every $ref of the job seeker flow (enumerations and $defs)', () => {
    const flow = jobseeker();
    expect(JSON.stringify(flow.questions)).not.toContain('$ref');
    expect(flow).not.toHaveProperty('$defs');
    const metro = flow.questions.metroArea!.schema.anyOf as { oneOf?: unknown[] }[];
    expect(metro[0]!.oneOf).toHaveLength(100);
    expect(flow.questions.primaryLocations!.schema.items).toMatchObject({ required: ['city', 'state'] });
  });

  it('throws at load for a $ref that resolves nowhere, naming it', () => {
    const document = tinyDocument();
    document.questions.kind!.schema = { $ref: '../../enums/no-such-list.json' };
    expect(() => load(document)).toThrow(FlowLoadError);
    expect(() => load(document)).toThrow(/\$ref "\.\.\/\.\.\/enums\/no-such-list\.json" at \/questions\/kind\/schema resolves nowhere/);

    const local = tinyDocument();
    local.questions.tags!.schema = { type: 'array', items: { $ref: '#/$defs/missing' } };
    expect(() => load(local)).toThrow(/#\/\$defs\/missing" at \/questions\/tags\/schema\/items resolves nowhere/);
  });

  it('throws for a file that breaks the meta-schema, with every problem', () => {
    const document = tinyDocument() as unknown as Record<string, unknown>;
    delete document.ends;
    (document.steps as { when?: unknown }[])[1]!.when = { op: 'matches', field: 'kind' };
    try {
      load(document);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FlowLoadError);
      expect((error as FlowLoadError).problems).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/ends: /), expect.stringMatching(/^\/steps\/1\/when: op must be one of/)]),
      );
    }
  });

  it('refuses a limit without its message already at load (meta-schema)', () => {
    const document = tinyDocument();
    document.questions.detail!.schema = { type: 'string', maxLength: 10 };
    expect(() => load(document)).toThrow(/maxLength needs errorMessage.maxLength/);
  });

  it('lets keywords beside a $ref refine it, merging messages', () => {
    const resolved = resolveRefs({ $ref: '../../enums/genders.json', errorMessage: { oneOf: 'Pick one gender option' } }, { defs: {}, enums: readEnums() });
    expect(resolved.errorMessage).toEqual({ oneOf: 'Pick one gender option' });
    expect(resolved).not.toHaveProperty('$schema');
    expect(resolved.type).toBe('string');
  });

  it('refuses a $ref that refers to itself', () => {
    expect(() => resolveRefs({ $ref: '#/$defs/a' }, { defs: { a: { $ref: '#/$defs/a' } }, enums: {} })).toThrow(/refers to itself/);
  });

  it('uses the validator it is given', () => {
    const calls: unknown[] = [];
    const spy = { validate: (schema: never, value: unknown) => (calls.push(value), validator.validate(schema, value)) };
    loadFlow({ flow: tinyDocument(), metaSchema: readMetaSchema('flow'), enums: readEnums() }, spy);
    expect(calls).toHaveLength(1);
  });
});
