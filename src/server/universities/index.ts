/**
 * The universities folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { ensureUniversitiesSeeded } from './seed-universities';
export { universitiesByIds } from './university-repository';
export { usInstitutions } from './us-institutions';
