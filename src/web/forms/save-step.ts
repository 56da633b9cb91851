import { isAnswered, type Answers, type Flow, type Question, type SaveTarget, type Step } from '../../flows';
import { apiRequest } from '../api/api-client';
import { fillPath, type OwnerParams } from './fill-path';
import { isPlainObject } from '../../shared/plain-object';

type Json = Record<string, unknown>;

const isRecord = isPlainObject<Json>;

function recordsOf(value: unknown): Json[] {
  if (Array.isArray(value)) return value.filter(isRecord);
  return isRecord(value) ? [value] : [];
}

function withoutId(record: Json): Json {
  const { id: _id, ...rest } = record;
  return rest;
}

/** The fields of `next` that differ from `previous`, with null for the ones it no longer has. */
function changedFields(previous: Json, next: Json): Json {
  const changes: Json = {};
  for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    if (key === 'id') continue;
    if (JSON.stringify(previous[key]) !== JSON.stringify(next[key])) changes[key] = next[key] === undefined ? null : next[key];
  }
  return changes;
}

const send = (path: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', module: string, body?: Json) =>
  apiRequest<unknown>(path, { method, body, keepEmptyValues: true, module });

/** What a records save did beyond deleting: whether it created records, and whether it changed stored ones. */
interface RecordsSaved {
  added: boolean;
  updated: boolean;
}

/** Whether the stored record has every field the edited one gives (the server may have added its own). */
function holdsAll(stored: Json, record: Json): boolean {
  return Object.entries(record).every(([key, value]) => key === 'id' || JSON.stringify(value ?? null) === JSON.stringify(stored[key] ?? null));
}

/**
 * New records the server already holds take the stored record's id. A save refused partway (the third of three
 * new languages was a duplicate) has created the first ones; once the answers are read again, sending them again
 * would be refused as duplicates, so the step could never be left.
 */
function adoptStoredIds(stored: Json[], edited: Json[]): Json[] {
  const claimed = new Set(edited.map((record) => record.id).filter((id): id is number => typeof id === 'number'));
  return edited.map((record) => {
    if (typeof record.id === 'number') return record;
    const same = stored.find((candidate) => typeof candidate.id === 'number' && !claimed.has(candidate.id) && holdsAll(candidate, record));
    if (!same) return record;
    const id = same.id as number;
    claimed.add(id);
    return { ...same, ...record, id };
  });
}

/** One question's records, compared with what was stored: deleted, created and changed one call each. */
async function saveRecords(name: string, target: SaveTarget, question: Question, stored: Json[], edited: Json[], params: OwnerParams): Promise<RecordsSaved> {
  const saved: RecordsSaved = { added: false, updated: false };
  const itemPath = (id: number) => fillPath(target.itemPath!, { ...params, recordId: id });
  const extra: Json = { ...question.saveWith };
  for (const [field, template] of Object.entries(target.bodyParams ?? {})) extra[field] = fillPath(template, params);
  const storedById = new Map(stored.filter((record) => typeof record.id === 'number').map((record) => [record.id as number, record]));
  const records = adoptStoredIds(stored, edited);
  const keptIds = new Set(records.map((record) => record.id).filter((id): id is number => typeof id === 'number'));
  // Deletions first: a list with a limit has room for the new records only once the removed ones are gone.
  for (const id of storedById.keys()) if (!keptIds.has(id)) await send(itemPath(id), 'DELETE', name);
  for (const record of records) {
    const previous = typeof record.id === 'number' ? storedById.get(record.id) : undefined;
    if (!previous) {
      await send(fillPath(target.path, params), 'POST', name, { ...withoutId(record), ...extra });
      saved.added = true;
      continue;
    }
    const changes = changedFields(previous, record);
    if (Object.keys(changes).length === 0) continue;
    const id = record.id as number;
    if (target.idInBody) await send(fillPath(target.path, params), 'PATCH', name, { id, ...changes });
    else await send(itemPath(id), 'PATCH', name, changes);
    saved.updated = true;
  }
  return saved;
}

/** Cities typed as "City, ST" that the list did not have are created first, where the picker searches them. */
async function saveCityIds(name: string, target: SaveTarget, question: Question, locations: Json[], params: OwnerParams): Promise<void> {
  const ids: number[] = [];
  for (const location of locations) {
    if (typeof location.id === 'number') ids.push(location.id);
    else {
      const created = await apiRequest<{ id: number }>(question.ui.searchPath ?? '/api/cities/', {
        method: 'POST',
        body: { city: location.city, state: location.state },
        module: name,
      });
      ids.push(created.id);
    }
  }
  await send(fillPath(target.path, params), 'PATCH', name, { cityIds: ids });
}

/** What a step's save brought back: the bodies `answers` targets answered, and whether other calls changed things too. */
export interface SaveOutcome {
  /** The last body each `answers` target answered with, by target name. */
  bodies: Map<string, unknown>;
  /** Records, cities or an upsert were saved: their answers only show in the owner's body after a fresh read. */
  changedElsewhere: boolean;
  /** The save targets (by name) whose records this save created, and those whose stored records it changed. */
  recordsAdded: string[];
  recordsUpdated: string[];
}

/**
 * Saves one step's answers where the flow file says: each question's `saveTo` names a save target whose `kind`
 * and paths decide the calls, with the owner's placeholders (`{userId}`, `{uuid}`…) filled from `params`.
 * `stored` is what the server had, `edited` the step's answers as they will be saved (normalized); unchanged
 * answers are not sent again, and answers the step no longer shows are cleared.
 */
export async function saveStep(flow: Flow, step: Step, fields: string[], stored: Answers, edited: Answers, params: OwnerParams): Promise<SaveOutcome> {
  const outcome: SaveOutcome = { bodies: new Map(), changedElsewhere: false, recordsAdded: [], recordsUpdated: [] };
  const patches = new Map<string, Json>();
  for (const field of step.questions) {
    const question = flow.questions[field]!;
    // A resume is saved by its upload (which reads it); other files are uploaded first and their list saved here.
    if (question.ui.widget === 'resume-upload') continue;
    // A single file (a role's job file) is stored by its upload alone: the server refuses it in a PATCH; null still clears it.
    if (question.ui.widget === 'file-upload' && !Array.isArray(edited[field]) && isAnswered(edited[field])) continue;
    const value = fields.includes(field) ? edited[field] : undefined;
    if (JSON.stringify(value) === JSON.stringify(stored[field])) continue;
    const name = question.saveTo;
    const target = flow.saveTargets[name];
    if (!target) throw new Error(`The flow has no save target "${name}"`);
    switch (target.kind) {
      case 'answers':
        patches.set(name, { ...patches.get(name), [field]: isAnswered(value) ? value : null });
        break;
      case 'records': {
        const saved = await saveRecords(name, target, question, recordsOf(stored[field]), recordsOf(value), params);
        if (saved.added) outcome.recordsAdded.push(name);
        if (saved.updated) outcome.recordsUpdated.push(name);
        outcome.changedElsewhere = true;
        break;
      }
      case 'city-ids':
        await saveCityIds(name, target, question, recordsOf(value), params);
        outcome.changedElsewhere = true;
        break;
      case 'upsert':
        if (!isAnswered(value)) break;
        await send(fillPath(target.path, params), isAnswered(stored[field]) ? 'PATCH' : 'POST', name, value as Json);
        outcome.changedElsewhere = true;
        break;
    }
  }
  if (step.completionFlag && stored[step.completionFlag.field] !== true) {
    const { field, saveTo } = step.completionFlag;
    patches.set(saveTo, { ...patches.get(saveTo), [field]: true });
  }
  for (const [name, body] of patches) {
    const target = flow.saveTargets[name]!;
    outcome.bodies.set(name, await send(fillPath(target.path, params), target.method, name, body));
  }
  return outcome;
}
