import { sql, type SQL } from 'drizzle-orm';
import { EMAIL_MAX_LENGTH } from '../../shared/email-address';

/** At most this many words and e-mail pieces are searched for; the rest of a pasted paragraph is ignored. */
const MAX_TERMS = 8;

/**
 * What staff typed into a search box, split the way it is searched: words (names, titles, organisations) are
 * matched as prefixes by full-text search, and pieces of e-mail addresses anywhere inside an address.
 */
export interface SearchTerms {
  /** The words as lowercase letters and digits ("Jan o'Brien" → jan, o, brien). */
  words: string[];
  /** Pieces of e-mail addresses, lowercased as addresses are compared ("jobseeker@demo", "example.com"). */
  emailPieces: string[];
}

// The full-text parser keeps an e-mail address as one token ("jobseeker@demo.example.com"), so neither the whole
// address split into words nor its domain ever matched it. Anything with an "@", or a dot between two letters or
// digits, is taken as (part of) an address instead.
const EMAIL_PIECE = /@|[\p{L}\p{N}]\.[\p{L}\p{N}]/u;
// Quotes, brackets and commas around an address pasted from a mail client ("<jo@x.org>,") are not part of it.
const AROUND_ADDRESS = /^[^\p{L}\p{N}@._+-]+|[^\p{L}\p{N}@._+-]+$/gu;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function readSearchTerms(text: string): SearchTerms {
  const words: string[] = [];
  const emailPieces: string[] = [];
  for (const piece of text.split(/\s+/)) {
    const trimmed = piece.replace(AROUND_ADDRESS, '');
    // A lone "@" or "." names nobody: a piece needs a letter or digit to be searched for.
    if (EMAIL_PIECE.test(trimmed)) {
      if (wordsOf(trimmed).length > 0) emailPieces.push(trimmed.toLowerCase().slice(0, EMAIL_MAX_LENGTH));
    } else words.push(...wordsOf(piece));
  }
  const keptPieces = emailPieces.slice(0, MAX_TERMS);
  return { words: words.slice(0, MAX_TERMS - keptPieces.length), emailPieces: keptPieces };
}

/**
 * Words as a prefix query for to_tsquery('simple', …): jan, o, brien → "jan:* & o:* & brien:*". Only letters and
 * digits reach the query (tsquery operators and quotes never do), so no text can break it.
 */
function prefixQueryOf(words: readonly string[]): string | null {
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** How well a row's `document` matches the words (ts_rank); null when only an address was typed (nothing to rank by). */
export function wordRank(terms: SearchTerms, document: SQL): SQL | null {
  const query = prefixQueryOf(terms.words);
  return query === null ? null : sql`ts_rank(${document}, to_tsquery('simple', ${query}))`;
}

/** `text` for LIKE, matched anywhere: its % and _ (and the escape character) stand for themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The condition that every term of a search holds for a row: the words as prefixes of the full-text `document`
 * (the expression of a GIN index, so the index answers it), and each e-mail piece inside `email` (the lowercase
 * address). Where a row has no address (roles, organisations), an e-mail piece is searched as its words.
 * Null when nothing searchable was typed (then nothing can match).
 */
export function searchCondition(terms: SearchTerms, document: SQL, email: SQL | null): SQL | null {
  const words = email === null ? [...terms.words, ...terms.emailPieces.flatMap(wordsOf)] : terms.words;
  const parts: SQL[] = [];
  const query = prefixQueryOf(words);
  if (query !== null) parts.push(sql`${document} @@ to_tsquery('simple', ${query})`);
  // A piece of an address is found anywhere in it, so no index answers it: PostgreSQL reads the addresses of the
  // rows the other conditions leave (all of them for an address alone): about 25 ms per 100,000 people on
  // PostgreSQL on the 2-core development machine. A trigram index would answer it, at the cost of an extension.
  if (email !== null) for (const piece of terms.emailPieces) parts.push(sql`${email} like ${containing(piece)}`);
  return parts.length === 0 ? null : sql.join(parts, sql` and `);
}

/** What a search box hint may promise, said when nothing searchable was typed. */
export const NOTHING_TO_SEARCH = 'Type at least one letter or digit to search for.';
