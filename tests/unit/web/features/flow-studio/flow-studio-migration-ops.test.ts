import { describe, expect, it } from 'vitest';
import type { FlowDocument } from '../../../../../src/flows/types';
import { clearRefused, dropAnswers, mapAnswers, moveAnswers, startDraft, withOp } from '../../../../../src/web/features/flow-studio/migration-ops';
import { tinyDocument } from '../../../flows/helpers';

const draft = (): FlowDocument => startDraft(tinyDocument(), 1);

describe('the answer moves the studio writes from an edit', () => {
  it('starts the draft as the next version, without the moves that brought the published one', () => {
    const published = { ...tinyDocument(), version: 3, migrateFrom: { version: 2, ops: [{ op: 'remove' as const, field: 'old' }] } };
    const next = startDraft(published, 3);
    expect(next.version).toBe(4);
    expect(next.migrateFrom).toBeUndefined();
  });

  it('maps removed options to the option chosen, one mapping per question however many options go', () => {
    const once = mapAnswers(draft(), 1, 'kind', ['b'], 'a');
    const twice = mapAnswers(once, 1, 'kind', ['c'], null);
    expect(twice.migrateFrom).toEqual({ version: 1, ops: [{ op: 'mapValues', field: 'kind', map: { b: 'a', c: null } }] });
  });

  it('follows a renamed question when it is renamed again, and takes the rename away when it goes back', () => {
    const renamed = moveAnswers(draft(), 1, 'kind', 'sort');
    expect(moveAnswers(renamed, 1, 'sort', 'type').migrateFrom?.ops).toEqual([{ op: 'rename', from: 'kind', to: 'type' }]);
    expect(moveAnswers(renamed, 1, 'sort', 'kind').migrateFrom).toBeUndefined();
  });

  it('lets a removal replace the mappings and clearings of the question it removes', () => {
    const mapped = clearRefused(mapAnswers(draft(), 1, 'kind', ['b'], 'a'), 1, 'kind');
    expect(mapped.migrateFrom?.ops).toHaveLength(2);
    expect(dropAnswers(mapped, 1, 'kind').migrateFrom?.ops).toEqual([{ op: 'remove', field: 'kind' }]);
  });

  it('clears refused answers once per question, and starts over when the ops were written for an earlier version', () => {
    const cleared = clearRefused(clearRefused(draft(), 1, 'note'), 1, 'note');
    expect(cleared.migrateFrom?.ops).toEqual([{ op: 'clearInvalid', field: 'note' }]);
    const stale = { ...draft(), migrateFrom: { version: 0, ops: [{ op: 'remove' as const, field: 'gone' }] } };
    expect(withOp(stale, 1, { op: 'remove', field: 'kind' }).migrateFrom).toEqual({ version: 1, ops: [{ op: 'remove', field: 'kind' }] });
  });
});
