import { LEAF_CATEGORY_TYPE } from '../enums/category';

/**
 * Which leaf trades a typed keyword names (issue 13, item 4): Enter on /company searches those
 * trades when there are any, company names otherwise.
 *
 * Exact first: when a leaf is called exactly what was typed (spacing and separators aside), only
 * that leaf matches. A trade's full name means that trade; the leaves that merely contain it are
 * other trades ('인테리어 설계' is a design service, '인테리어 설계·시공' a building trade; '방송
 * 설비' is not '비상방송 설비'). Otherwise every leaf whose name contains every typed word matches
 * (전기 → 실내 전기 배선, 전기 설계 …), the same rule as the API's categoriesByName and the
 * dropdown, so Enter ticks the leaves the dropdown listed.
 * A single character is contained in dozens of unrelated trades (도 → 도배, 도장, 보도 …): it
 * names a trade only exactly.
 */

/** Separators users type between words, and that appear inside trade names (철근·콘크리트). */
const WORD_SEPARATORS = /[\s·・,./()[\]{}&+-]+/u;
const ALL_SEPARATORS = new RegExp(WORD_SEPARATORS.source, 'gu');

/** A keyword shorter than this names a trade only by its exact name. */
export const TRADE_CONTAINS_MIN_LENGTH = 2;

export type TradeCandidate = { type: string; name: string };

function normalize(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

function compact(text: string): string {
  return normalize(text).replace(ALL_SEPARATORS, '');
}

/**
 * The leaves (DEPTH_3) among `candidates` that `keyword` names, in the candidates' order: the
 * exact name if one leaf has it, else every leaf containing each word of the keyword.
 */
export function matchTradeLeaves<T extends TradeCandidate>(
  keyword: string,
  candidates: readonly T[],
): T[] {
  const typed = compact(keyword);
  if (typed === '') return [];
  const leaves = candidates.filter((candidate) => candidate.type === LEAF_CATEGORY_TYPE);
  const exact = leaves.filter((leaf) => compact(leaf.name) === typed);
  if (exact.length > 0 || Array.from(typed).length < TRADE_CONTAINS_MIN_LENGTH) return exact;
  const words = normalize(keyword)
    .split(WORD_SEPARATORS)
    .filter((word) => word !== '');
  return leaves.filter((leaf) => {
    const name = normalize(leaf.name);
    return words.every((word) => name.includes(word));
  });
}
