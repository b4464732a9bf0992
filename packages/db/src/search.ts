import { getChoseong } from '@gongsa/domain';
import { sql, type SQL } from 'drizzle-orm';

/*
 * Korean keyword search.
 *
 * pg_trgm splits text into 3-character grams, so a 2-syllable Korean word such as 철근 or 도장 —
 * most trade names — yields no trigram a GIN index could use, and the planner falls back to a
 * sequential scan. We therefore index our own 2-character grams: the application computes them
 * here, the database stores `to_tsvector('simple', <bigram text>)` in a `search_bigrams` column
 * with a GIN index, and a search ANDs the bigrams of the term. Bigrams anywhere in the text can
 * match in the wrong order, so repositories re-check candidates with ILIKE; one-syllable terms
 * have no bigram and need ILIKE alone (toBigramQuery returns null for them).
 */

/** NFC (composed Hangul, as users type it) and lower case; everything but letters and digits is a separator. */
function splitWords(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

function collectBigrams(text: string, into: Set<string>): void {
  const characters = Array.from(text);
  for (let index = 0; index + 1 < characters.length; index += 1) {
    into.add(`${characters[index]}${characters[index + 1]}`);
  }
}

/**
 * The document side: every overlapping 2-character gram of the text with spaces and punctuation
 * removed, plus each whole word, space-joined and de-duplicated. Grams are taken across word
 * boundaries so '대한 철근' is found by '대한철근' and the other way round.
 *
 * toSearchBigrams('대한철근콘크리트') → '대한철근콘크리트 대한 한철 철근 근콘 콘크 크리 리트'
 */
export function toSearchBigrams(text: string): string {
  const words = splitWords(text);
  const tokens = new Set<string>(words);
  collectBigrams(words.join(''), tokens);
  return Array.from(tokens).join(' ');
}

/**
 * The query side: the term's bigrams as a tsquery string, AND-ed ('철근' & '근콘'). Returns null
 * when the term has fewer than two letters or digits (no bigram: use ILIKE).
 */
export function toBigramQuery(term: string): string | null {
  const compact = splitWords(term).join('');
  if (Array.from(compact).length < 2) {
    return null;
  }
  const bigrams = new Set<string>();
  collectBigrams(compact, bigrams);
  // Tokens hold only letters and digits, so quoting cannot be broken out of.
  return Array.from(bigrams)
    .map((bigram) => `'${bigram}'`)
    .join(' & ');
}

/** SQL for a search_bigrams value: `to_tsvector('simple', toSearchBigrams(text))`. */
export function toSearchVector(text: string): SQL {
  return sql`to_tsvector('simple', ${toSearchBigrams(text)})`;
}

/** SQL tsquery for a term, or null when the term is too short for bigrams. */
export function toSearchQuery(term: string): SQL | null {
  const query = toBigramQuery(term);
  return query === null ? null : sql`to_tsquery('simple', ${query})`;
}

/**
 * 초성 of a name with whitespace removed, as stored in `choseong` columns: a query typed in
 * initials ('ㅊㄱ') is matched against it with ILIKE, the same space-insensitive rule as
 * matchesKoreanQuery in @gongsa/domain. Null for a missing or blank name.
 */
export function toChoseong(name: string | null | undefined): string | null {
  if (name === null || name === undefined) return null;
  const choseong = getChoseong(name.normalize('NFC')).replace(/\s+/g, '');
  return choseong === '' ? null : choseong;
}

/**
 * The search document of a company or category name: the name's bigrams plus those of its 초성,
 * so a two-jamo query (ㅊㄱ) is served by the same GIN index as a two-syllable one (철근).
 */
export function toNameSearchBigrams(name: string): string {
  const tokens = new Set(toSearchBigrams(name).split(' '));
  const choseong = toChoseong(name);
  if (choseong !== null) {
    for (const token of toSearchBigrams(choseong).split(' ')) tokens.add(token);
  }
  tokens.delete('');
  return Array.from(tokens).join(' ');
}

/** `search_bigrams` and `choseong` values for a name (both null when there is no name). */
export function toNameSearchColumns(name: string | null | undefined): {
  searchBigrams: SQL | null;
  choseong: string | null;
} {
  if (name === null || name === undefined || name.trim() === '') {
    return { searchBigrams: null, choseong: null };
  }
  return {
    searchBigrams: sql`to_tsvector('simple', ${toNameSearchBigrams(name)})`,
    choseong: toChoseong(name),
  };
}

/**
 * Escapes LIKE/ILIKE wildcards so a user's `%` or `_` is matched literally (PostgreSQL's default
 * escape character is the backslash). The one copy every repository uses.
 */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
