import type { CommunityPostsQueryVariables } from '../../../graphql/generated/graphql';

/** The board's page size: one "더 보기" adds this many posts. */
export const COMMUNITY_PAGE_SIZE = 20;
export const COMMUNITY_PATH = '/community';
export const COMMUNITY_WRITE_PATH = '/community/write';

/** What /community's address says: the board (category id), a hashtag and search words. */
export type CommunitySearch = { category: string | null; hashtag: string | null; q: string | null };

type SearchParams = Record<string, string | string[] | undefined>;

function readOne(params: SearchParams, name: string, max: number): string | null {
  const raw = params[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.slice(0, max) : null;
}

export function parseCommunitySearch(params: SearchParams): CommunitySearch {
  const category = readOne(params, 'category', 16);
  return {
    category: category && /^[1-9]\d*$/.test(category) ? category : null,
    hashtag: readOne(params, 'hashtag', 20)?.replace(/^#+/, '') || null,
    q: readOne(params, 'q', 100),
  };
}

export function buildCommunityHref(search: Partial<CommunitySearch>): string {
  const query = new URLSearchParams();
  if (search.category) query.set('category', search.category);
  if (search.hashtag) query.set('hashtag', search.hashtag);
  if (search.q) query.set('q', search.q);
  const text = query.toString();
  return text ? `${COMMUNITY_PATH}?${text}` : COMMUNITY_PATH;
}

/** The list's variables for a page after `after`: the server's first view asks the same. */
export function toCommunityPostsVariables(
  search: CommunitySearch,
  after: string | null = null,
): CommunityPostsQueryVariables {
  const filter: NonNullable<CommunityPostsQueryVariables['filter']> = {};
  if (search.category) filter.categoryId = search.category;
  if (search.hashtag) filter.hashtag = search.hashtag;
  if (search.q) filter.search = search.q;
  return {
    filter,
    paging: after ? { first: COMMUNITY_PAGE_SIZE, after } : { first: COMMUNITY_PAGE_SIZE },
  };
}

export function communityPostPath(id: string): string {
  return `${COMMUNITY_PATH}/${id}`;
}

export function communityEditPath(id: string): string {
  return `${COMMUNITY_WRITE_PATH}?id=${encodeURIComponent(id)}`;
}
