import { sql, type SQL } from 'drizzle-orm';
import { startsWith } from './starts-with.js';

// The officers' searches find a name, an address or a venue by the start of any word of it
// (OFF-51): "Tan" finds "Alice Tan" and "Tan Wei Ming". A GIN index of the key's trigrams (pg_trgm,
// installed in public by migration 0014) answers a regular expression anchored at a word's start
// (`\m`) from the search's own trigrams. A search of one or two characters has no trigram to look
// up, so it matches the start of the whole key, through the key's btree index (starts-with.ts).

const SHORTEST_WORD_SEARCH = 3;

/** The index expression of a key's trigrams: `index(…).using('gin', trigrams(key))`. */
export function trigrams(key: SQL): SQL {
  // Qualified: the operator class lives in public, whatever schema the tables are in.
  return sql`${key} public.gin_trgm_ops`;
}

/** `key` (already lower-cased where the search is) has a word starting with `search`. */
export function startsAWord(key: SQL, search: string): SQL {
  if (search.length < SHORTEST_WORD_SEARCH) return startsWith(key, search);
  const literal = search.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  // \m is "the start of a word", which a search beginning with, say, "@" never is.
  const anchor = /^\w/.test(search) ? '\\m' : '';
  return sql`${key} ~ ${anchor + literal}`;
}
