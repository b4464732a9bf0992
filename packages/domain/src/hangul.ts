import { getChoseong as extractChoseong } from 'es-hangul';

/**
 * Initial consonants of every syllable, other characters kept in place so a match cannot
 * span across them: '3M코리아 철근' → '3Mㅋㄹㅇ ㅊㄱ'.
 */
export function getChoseong(text: string): string {
  return extractChoseong(text, { keepNonHangul: true });
}

const CHOSEONG_ONLY_PATTERN = /^[ㄱ-ㅎ\s]+$/;

/** A query typed only in initial consonants ('ㅊㄱ' for 철근), spaces allowed. */
export function isChoseongQuery(query: string): boolean {
  return query.trim().length > 0 && CHOSEONG_ONLY_PATTERN.test(query);
}

function normalize(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

/**
 * Search match used for categories, regions and company names: a case- and space-insensitive
 * substring ('철근 콘크리트' finds '철근콘크리트공사'), or, for a 초성 query, a substring of the
 * target's initials ('ㅊㄱ' finds '철근콘크리트'). An empty query matches nothing, as an empty
 * search does nothing (SPEC §5).
 */
export function matchesKoreanQuery(target: string, query: string): boolean {
  const normalizedQuery = normalize(query);
  if (normalizedQuery.length === 0) return false;
  if (normalize(target).includes(normalizedQuery)) return true;
  return isChoseongQuery(query) && normalize(getChoseong(target)).includes(normalizedQuery);
}
