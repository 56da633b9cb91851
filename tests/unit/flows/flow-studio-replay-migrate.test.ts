import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../../scripts/lib/fixture';
import { migrationReplay } from '../../../scripts/replay-migrate';
import type { FlowDocument } from '../../../src/flows/types';
import { load, tiny, tinyDocument, validator } from './helpers';

/** Version 2 of the tiny flow: kind "b" is now "beta", and the last step asks a new required question. */
function nextDocument(ops: NonNullable<FlowDocument['migrateFrom']>['ops']): FlowDocument {
  const document = tinyDocument();
  document.version = 2;
  document.questions.kind!.schema = {
    type: 'string',
    oneOf: [
      { const: 'a', title: 'A' },
      { const: 'beta', title: 'Beta' },
    ],
    errorMessage: { oneOf: 'Pick a listed kind' },
  };
  document.questions.extra = { label: 'Extra', required: 'Add something extra', saveTo: 'profile', ui: { widget: 'text' }, schema: { type: 'string' } };
  document.steps[1]!.when = { op: 'equals', field: 'kind', value: 'beta' };
  document.steps[4]!.questions = ['extra'];
  document.migrateFrom = { version: 1, ops };
  return document;
}

const fixture = (rest: Partial<Fixture>): Fixture => ({ flow: 'tiny', version: 1, answers: {}, ...rest });
const complete = fixture({ answers: { kind: 'b', detail: 'd', flag: true }, expectedPath: ['start', 'detail', 'flag', 'last'], expectedEnd: '/home' });

describe('replaying fixtures through a migration', () => {
  it('carries the answers by the ops and walks the new version; a question it adds sends the person back', () => {
    const replay = migrationReplay(tiny(), load(nextDocument([{ op: 'mapValues', field: 'kind', map: { b: 'beta' } }])), validator);
    expect(replay(complete)).toEqual({ answers: { kind: 'beta', detail: 'd', flag: true }, failures: [], sentBack: 'last' });
    expect(replay(fixture({ answers: { kind: 'b' }, expectedNext: { start: 'detail' } }))).toEqual({ answers: { kind: 'beta' }, failures: [], sentBack: null });
  });

  it('fails a fixture whose answers the ops leave broken: a code the new version refuses, a field it does not ask', () => {
    const withoutOp = migrationReplay(tiny(), load(nextDocument([])), validator);
    expect(withoutOp(complete).failures).toEqual([
      'expectedPath: step 2: expected "detail", but the walk goes to "flag" after "start"',
      'answers: "kind" fails version 2 at "start": Pick a listed kind',
    ]);
    const removed = nextDocument([{ op: 'mapValues', field: 'kind', map: { b: 'beta' } }]);
    delete removed.questions.note;
    removed.steps[0]!.questions = ['kind'];
    const replay = migrationReplay(tiny(), load(removed), validator);
    expect(replay(fixture({ answers: { kind: 'a', note: 'hi' }, expectedNext: { start: 'flag' } })).failures).toEqual([
      'answers: the flow has no field "note"',
    ]);
  });
});
