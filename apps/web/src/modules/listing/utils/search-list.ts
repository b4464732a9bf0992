import type {
  InfiniteListView,
  InfiniteState,
  MoreState,
} from '../../data/hooks/useGraphqlInfinite';
import type { GraphqlFailure } from '../../graphql/utils/graphql-result';

/** One page of a GraphQL connection, as the list queries return it. */
export type SearchListPage<TItem> = {
  nodes: TItem[];
  /** Counted up to a limit: isCapped means there are more than `count`. */
  totalCountCapped?: { count: number; isCapped: boolean } | null;
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
};

type LoadedList<TItem> = {
  items: TItem[];
  totalCount: number;
  /** totalCount is a lower bound ("1,000개 이상"). */
  isTotalCountCapped: boolean;
  hasNextPage: boolean;
  /** Pages shown so far; the URL's `page` follows it. */
  pageCount: number;
};

export type SearchListState<TItem> =
  | { status: 'loading' }
  | { status: 'failed'; failure: GraphqlFailure }
  | ({ status: 'loaded' } & LoadedList<TItem>);

export type SearchList<TItem> = {
  list: SearchListState<TItem>;
  more: MoreState;
  retry: () => void;
  /** Appends the next page; resolves to the number of pages now shown, or null on failure. */
  loadMore: () => Promise<number | null>;
};

/**
 * The cards of a list page (/company, /bid): every page's items once each (a card that moved
 * between pages while paging is not shown twice), with the total the first page counted.
 */
export function readSearchList<TItem extends { id: string }>(
  state: InfiniteState<SearchListPage<TItem>>,
  startPageCount = 1,
): SearchListState<TItem> {
  if (state.status !== 'loaded') return state;
  const seen = new Set<string>();
  const items = state.pages
    .flatMap((page) => page.nodes)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  const [first] = state.pages;
  return {
    status: 'loaded',
    items,
    // Always present on the first page: the first load asks for the count.
    totalCount: first?.totalCountCapped?.count ?? 0,
    isTotalCountCapped: first?.totalCountCapped?.isCapped ?? false,
    hasNextPage: state.pages.at(-1)?.pageInfo.hasNextPage ?? false,
    // The first request holds `startPageCount` pages' cards; each "더 보기" adds one page.
    pageCount: startPageCount + state.pages.length - 1,
  };
}

/** A list page's view of its useGraphqlInfinite, whose first request held `startPageCount` pages. */
export function toSearchList<TItem extends { id: string }>(
  infinite: InfiniteListView<SearchListPage<TItem>>,
  startPageCount: number,
): SearchList<TItem> {
  return {
    list: readSearchList(infinite.list, startPageCount),
    more: infinite.more,
    retry: infinite.retry,
    loadMore: async () => {
      const pages = await infinite.loadMore();
      return pages ? startPageCount + pages.length - 1 : null;
    },
  };
}
