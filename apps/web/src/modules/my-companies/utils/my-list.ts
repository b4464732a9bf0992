/** One page of a GraphQL connection, as the my-page lists select it. */
export type MyListPage<TNode> = {
  totalCount: number;
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
  nodes: TNode[];
};

/** What a loaded my-page list shows. */
export type MyList<TNode> = { nodes: TNode[]; totalCount: number; hasNextPage: boolean };

/** Rows per request of the my-page lists. */
export const MY_LIST_PAGE_SIZE = 20;

/** The `paging` argument of a my-page list query for the page after `after`. */
export function toMyListPaging(after: string | null) {
  return { first: MY_LIST_PAGE_SIZE, after };
}

/** The rows of every page shown, the newest total and whether "더 보기" has more. */
export function readMyList<TNode>(pages: ReadonlyArray<MyListPage<TNode>>): MyList<TNode> {
  const last = pages.at(-1);
  return {
    nodes: pages.flatMap((page) => page.nodes),
    totalCount: last?.totalCount ?? 0,
    hasNextPage: last?.pageInfo.hasNextPage ?? false,
  };
}

/** Takes rows off the pages (and the total) without a reload: a deleted row leaves the list. */
export function removeListNodes<TPage extends MyListPage<unknown>>(
  pages: readonly TPage[],
  isRemoved: (node: TPage['nodes'][number]) => boolean,
): TPage[] {
  const removedCount = pages.reduce(
    (count, page) => count + page.nodes.filter((node) => isRemoved(node)).length,
    0,
  );
  return pages.map((page) => ({
    ...page,
    nodes: page.nodes.filter((node) => !isRemoved(node)),
    totalCount: Math.max(0, page.totalCount - removedCount),
  }));
}
