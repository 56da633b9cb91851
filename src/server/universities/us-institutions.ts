import { readFileSync } from 'node:fs';
import { projectPath } from '../project-paths';

/**
 * One US college or university as it ships in us-institutions.json. The list is derived from the US Department
 * of Education's IPEDS directory file (public domain, a US government work) by scripts/build-us-institutions.ts;
 * the id is IPEDS's UNITID, stable across refreshes of the list.
 */
export interface Institution {
  id: number;
  name: string;
  city: string;
  state: string;
}

export const US_INSTITUTIONS_FILE = projectPath('src/server/universities/us-institutions.json');

function isInstitution(value: unknown): value is Institution {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'number' &&
    Number.isSafeInteger(entry.id) &&
    entry.id > 0 &&
    typeof entry.name === 'string' &&
    entry.name !== '' &&
    typeof entry.city === 'string' &&
    entry.city !== '' &&
    typeof entry.state === 'string' &&
    /^[A-Z]{2}$/.test(entry.state)
  );
}

let cached: readonly Institution[] | undefined;

/** The shipped list, read and checked once per process: a hand edit that breaks an entry fails loudly, not as a bad row. */
export function usInstitutions(): readonly Institution[] {
  if (cached) return cached;
  const parsed: unknown = JSON.parse(readFileSync(US_INSTITUTIONS_FILE, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${US_INSTITUTIONS_FILE} must hold a JSON array`);
  const bad = parsed.findIndex((entry) => !isInstitution(entry));
  if (bad >= 0) throw new Error(`${US_INSTITUTIONS_FILE}: entry ${bad} needs a positive integer id, a name, a city and a two-letter state`);
  cached = parsed as Institution[];
  return cached;
}
