import { z } from 'zod';
import { RECENT_SEARCH_MAX } from '../constants';

/** SPEC §5 Search: the keyword is trimmed; empty or whitespace-only does nothing. */
export const searchKeywordSchema = z
  .string({ error: '검색어를 입력해 주세요.' })
  .trim()
  .min(1, { error: '검색어를 입력해 주세요.', abort: true });

/** Recent searches: unique, newest first, at most {@link RECENT_SEARCH_MAX} per search type. */
export function addRecentSearch(
  recent: readonly string[],
  keyword: string,
  max: number = RECENT_SEARCH_MAX,
): string[] {
  const trimmed = keyword.trim();
  if (trimmed.length === 0) return recent.slice(0, max);
  return [trimmed, ...recent.filter((entry) => entry !== trimmed)].slice(0, max);
}

export function removeRecentSearch(recent: readonly string[], keyword: string): string[] {
  return recent.filter((entry) => entry !== keyword);
}
