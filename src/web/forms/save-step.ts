import snakecaseKeys from 'snakecase-keys';
import { isAnswered, type Answers, type Flow, type Step } from '../../flows';
import { apiRequest } from '../api/api-client';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** camelCase → snake_case at every depth; unlike the client's default, an empty value is sent, to clear it. */
function wire(body: Json): Json {
  return snakecaseKeys(body, { deep: true }) as Json;
}

/** Where one kind of record is created, changed and deleted (spec 001 §7.1). */
interface RecordResource {
  create: string;
  item: (id: number) => string;
  /** PATCH /api/my-experience/ names the record in its body rather than its path. */
  patchWithIdInBody?: boolean;
}

const RECORD_RESOURCES: Record<string, RecordResource> = {
  education: { create: '/api/education/', item: (id) => `/api/education/${id}/` },
  language: { create: '/api/language/', item: (id) => `/api/language/${id}/` },
  skills: { create: '/api/skills/', item: (id) => `/api/skills/${id}/` },
  'my-experience': { create: '/api/my-experience/', item: (id) => `/api/work-experience/${id}/`, patchWithIdInBody: true },
};

function withoutId(record: Json): Json {
  const { id: _id, ...rest } = record;
  return rest;
}

/** The fields of `next` that differ from `previous`, with null for the ones it no longer has. */
function changedFields(previous: Json, next: Json): Json {
  const changes: Json = {};
  for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    if (key === 'id') continue;
    const before = previous[key];
    const after = next[key];
    if (JSON.stringify(before) !== JSON.stringify(after)) changes[key] = after === undefined ? null : after;
  }
  return changes;
}

async function saveRecords(resource: RecordResource, stored: Json[], edited: Json[], extra: Json): Promise<void> {
  const storedById = new Map(stored.filter((record) => typeof record.id === 'number').map((record) => [record.id as number, record]));
  const keptIds = new Set(edited.map((record) => record.id).filter((id): id is number => typeof id === 'number'));
  // Deletions first: a list with a limit has room for the new records only once the removed ones are gone.
  for (const id of storedById.keys()) {
    if (!keptIds.has(id)) await apiRequest(resource.item(id), { method: 'DELETE', module: 'records' });
  }
  for (const record of edited) {
    const previous = typeof record.id === 'number' ? storedById.get(record.id) : undefined;
    if (!previous) {
      await apiRequest(resource.create, { method: 'POST', body: wire({ ...withoutId(record), ...extra }), wireBody: true, module: 'records' });
      continue;
    }
    const changes = changedFields(previous, record);
    if (Object.keys(changes).length === 0) continue;
    const id = record.id as number;
    if (resource.patchWithIdInBody) await apiRequest(resource.create, { method: 'PATCH', body: wire({ id, ...changes }), wireBody: true, module: 'records' });
    else await apiRequest(resource.item(id), { method: 'PATCH', body: wire(changes), wireBody: true, module: 'records' });
  }
}

function recordsOf(value: unknown): Json[] {
  if (Array.isArray(value)) return value.filter(isRecord);
  return isRecord(value) ? [value] : [];
}

/** Cities typed as "City, ST" that the list did not have are created first (spec 001 §7.1). */
async function saveLocations(path: string, locations: Json[]): Promise<void> {
  const ids: number[] = [];
  for (const location of locations) {
    if (typeof location.id === 'number') ids.push(location.id);
    else {
      const created = await apiRequest<{ id: number }>('/api/cities/', { method: 'POST', body: { city: location.city, state: location.state }, module: 'cities' });
      ids.push(created.id);
    }
  }
  await apiRequest(path, { method: 'PATCH', body: { city_ids: ids }, wireBody: true, module: 'geographic-preferences' });
}

function pathOf(flow: Flow, target: string, userId: number): string {
  const saveTarget = flow.saveTargets[target];
  if (!saveTarget) throw new Error(`The flow has no save target "${target}"`);
  return saveTarget.path.replace('{userId}', String(userId));
}

/**
 * Saves one step's answers through the API resources the flow names for them, in the order the questions
 * appear. `stored` is what the server had, `edited` the step's answers as they will be saved (normalized).
 * Records are created, changed and deleted one by one; unchanged answers are not sent again.
 */
export async function saveStep(flow: Flow, step: Step, fields: string[], stored: Answers, edited: Answers, userId: number): Promise<void> {
  const plain = new Map<string, Json>();
  // A field the person emptied, or one the step no longer shows, is cleared on its resource.
  for (const field of step.questions) {
    const question = flow.questions[field]!;
    // An uploaded file is saved by its upload; the step only carries the answer the upload made.
    if (question.ui.widget === 'resume-upload' || question.ui.widget === 'file-upload') continue;
    const shown = fields.includes(field);
    const value = shown ? edited[field] : undefined;
    if (JSON.stringify(value) === JSON.stringify(stored[field])) continue;
    const resource = RECORD_RESOURCES[question.saveTo];
    if (resource) {
      // Ratings of other lists share the skills resource; only this question's records are compared.
      const extra = question.saveTo === 'my-experience' ? { mostRecentRole: field === 'recentExperience' } : {};
      await saveRecords(resource, recordsOf(stored[field]), recordsOf(value), extra);
    } else if (question.saveTo === 'geographic-preferences') {
      await saveLocations(pathOf(flow, question.saveTo, userId), recordsOf(value));
    } else if (question.saveTo === 'user-address') {
      if (!isAnswered(value)) continue;
      const method = isAnswered(stored[field]) ? 'PATCH' : 'POST';
      await apiRequest(pathOf(flow, question.saveTo, userId), { method, body: wire(value as Json), wireBody: true, module: 'user-address' });
    } else if (question.saveTo === 'user') {
      await apiRequest(pathOf(flow, question.saveTo, userId), { method: 'PATCH', body: wire({ [field]: isAnswered(value) ? value : null }), wireBody: true, module: 'user' });
    } else {
      const body = plain.get(question.saveTo) ?? {};
      body[field] = isAnswered(value) ? value : null;
      plain.set(question.saveTo, body);
    }
  }
  for (const [target, body] of plain) {
    await apiRequest(pathOf(flow, target, userId), { method: flow.saveTargets[target]!.method, body: wire(body), wireBody: true, module: target });
  }
  if (step.completionFlag) {
    const { field, saveTo } = step.completionFlag;
    if (stored[field] !== true) {
      await apiRequest(pathOf(flow, saveTo, userId), { method: 'PATCH', body: wire({ [field]: true }), wireBody: true, module: saveTo });
    }
  }
}
