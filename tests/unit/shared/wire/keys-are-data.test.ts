import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FromSchema } from 'json-schema-to-ts';
import type { QaFixtureWire, SavedDraftWire, flowFixturesWireSchema, savedDraftWireSchema } from '../../../../src/shared/wire/flow-studio-wire';
import { KEYS_ARE_DATA_PATHS } from '../../../../src/shared/wire/keys-are-data';
import { fromWire, toWire } from '../../../../src/shared/wire-keys';
import { objectPlaces } from '../../../support/keys-are-data-places';

const WIRE_DIR = path.resolve(__dirname, '../../../../src/shared/wire');

/** Every schema every contract file of src/shared/wire exports, by file and name. */
const schemas = await Promise.all(
  readdirSync(WIRE_DIR)
    .filter((file) => file.endsWith('-wire.ts'))
    .map(async (file) => ({ file, exports: (await import(path.join(WIRE_DIR, file))) as Record<string, unknown> })),
).then((modules) =>
  modules.flatMap(({ file, exports }) =>
    Object.entries(exports)
      .filter(([name, value]) => /Schema$/.test(name) && typeof value === 'object' && value !== null)
      .map(([name, schema]) => ({ name: `${file} ${name}`, schema })),
  ),
);

describe('the one casing rule: properties whose keys are data (issue 37 item 4)', () => {
  const places = schemas.flatMap(({ name, schema }) => objectPlaces(schema).map((place) => ({ ...place, name })));

  it('the converter keeps exactly the places the wire schemas mark', () => {
    expect(schemas.length).toBeGreaterThan(100);
    const marked = [...new Set(places.filter((place) => place.marked).map((place) => place.path))].sort();
    expect(marked).toEqual([...KEYS_ARE_DATA_PATHS].sort());
  });

  it('no schema leaves unmarked an object at a place another marks, so every route reads it the same way', () => {
    const kept = new Set(KEYS_ARE_DATA_PATHS);
    expect(places.filter((place) => kept.has(place.path) && !place.marked).map((place) => `${place.name} at ${place.path}`)).toEqual([]);
  });

  it('leaves the keys of a marked property as written, both ways, and renames its siblings', () => {
    const document = { id: 'jobseeker', saveTargets: { profile: { nestedAs: 'x' } }, optionLabels: { '1_3_months': '1–3 months', talent_hr: 'HR' } };
    const wire = {
      flow_id: 'jobseeker',
      document,
      flow: document,
      published_at: '2026-12-02',
      fixtures: [{ first_name: 'Ada' }],
    };
    expect(fromWire(wire)).toEqual({ flowId: 'jobseeker', document, flow: document, publishedAt: '2026-12-02', fixtures: [{ firstName: 'Ada' }] });
    expect(toWire({ flow: document, updatedAt: '2026-12-02' })).toEqual({ flow: document, updated_at: '2026-12-02' });
  });

  it('keeps the answers of each item of a list (QA fixtures), but not a person’s answers at the top, which are the API’s names', () => {
    const answers = { first_name: 'Ada', canWorkInUs: true, recent_experience: { job_title: 'Principal' } };
    expect(fromWire([{ name: 'whole_path', answers, expected_end: 'dashboard' }])).toEqual([{ name: 'whole_path', answers, expectedEnd: 'dashboard' }]);
    expect(fromWire({ answers: { first_name: 'Ada' }, completed_sections: [] })).toEqual({ answers: { firstName: 'Ada' }, completedSections: [] });
  });

  // The expected objects are typed by CamelWire (`satisfies`): a type that left a sibling in snake_case, or lost the
  // marked property's null, fails the type check; a converter that re-cased the marked contents fails here.
  it('types a marked property as fromWire reads it: its keys as sent, its siblings camelCased', () => {
    const draft = { flow: { save_targets: { x: 1 } }, updated_at: 'now' } satisfies FromSchema<typeof savedDraftWireSchema>;
    expect(fromWire<SavedDraftWire>(draft)).toEqual({ flow: { save_targets: { x: 1 } }, updatedAt: 'now' } satisfies SavedDraftWire);
    const fixtures = [{ name: 'a', version: 1, answers: { first_name: 'Ada' } }] satisfies FromSchema<typeof flowFixturesWireSchema>;
    expect(fromWire<QaFixtureWire[]>(fixtures)).toEqual([{ name: 'a', version: 1, answers: { first_name: 'Ada' } }] satisfies QaFixtureWire[]);
  });
});
