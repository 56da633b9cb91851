import type { Answers } from '../../flows';
import { isPlainObject } from '../../shared/plain-object';

/** One entry of the `logos` answer: an uploaded file of the organisation. */
export interface StoredLogo {
  id: number;
  fileName: string;
  url: string;
}

export const LOGOS_FIELD = 'logos';
export const LOGOS_WIRE_KEY = 'logos';
export const ONLY_UPLOADED_LOGOS = 'Logos are added by uploading an image; this list can only keep, reorder or remove uploaded logos.';
export const LOGO_LISTED_TWICE = 'List each logo once.';

/** Where an uploaded file is served (GET /api/uploaded-files/{id}/, public for logos). */
export function uploadedFileUrl(id: number): string {
  return `/api/uploaded-files/${id}/`;
}

const isRecord = isPlainObject;

/** The logos an organisation's answers hold, in order. */
export function logosOf(answers: Answers): StoredLogo[] {
  const value = answers[LOGOS_FIELD];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item.id === 'number' && typeof item.fileName === 'string' && typeof item.url === 'string'
      ? [{ id: item.id, fileName: item.fileName, url: item.url }]
      : [],
  );
}

export type KeptLogos = { ok: true; logos: StoredLogo[]; removedIds: number[] } | { ok: false; message: string };

/**
 * A PATCH of `logos` may keep, reorder or drop the uploaded logos, never add one or change what one points to: an
 * item is recognised by its `id` and replaced with the stored entry, so a client cannot make the organisation
 * show a file that is not its own. Null or an empty list drops them all. Anything that is not a list of objects
 * is left to the question's schema (undefined), which has the words for it.
 */
export function keepLogos(stored: Answers, sent: unknown): KeptLogos | undefined {
  const current = logosOf(stored);
  if (sent === null || (Array.isArray(sent) && sent.length === 0)) return { ok: true, logos: [], removedIds: current.map((logo) => logo.id) };
  if (!Array.isArray(sent) || !sent.every(isRecord)) return undefined;
  const kept: StoredLogo[] = [];
  for (const item of sent) {
    const logo = current.find((candidate) => candidate.id === item.id);
    if (!logo) return { ok: false, message: ONLY_UPLOADED_LOGOS };
    if (kept.includes(logo)) return { ok: false, message: LOGO_LISTED_TWICE };
    kept.push(logo);
  }
  return { ok: true, logos: kept, removedIds: current.filter((logo) => !kept.includes(logo)).map((logo) => logo.id) };
}
