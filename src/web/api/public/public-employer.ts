/** GET /api/public/employers/{slug}/: what anyone may read about an organisation, answers already in words: the wire contract's type. */
export type { PublicEmployer } from '../../../shared/wire/public-employer-wire';
