import { FIRST_PAGE } from '@gongsa/domain';

/** A list filter for the API: an empty list means no condition, so it is left out. */
export function listOrUndefined<T>(list: readonly T[]): T[] | undefined {
  return list.length > 0 ? [...list] : undefined;
}

/** The filter without its undefined entries, so the API sees only the conditions that are set. */
export function omitUndefined<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as T;
}

/** How many pages a URL's `page` loads at once (SPEC: page=N shows the first N pages, capped). */
export function countInitialPages(page: number, maxPages: number): number {
  return Math.min(Math.max(page, FIRST_PAGE), maxPages);
}

/** Adds an item to a list or removes it, keeping the order it was picked in. */
export function toggleItem<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((value) => value !== item) : [...list, item];
}

export function withoutItem<T>(list: readonly T[], item: T): T[] {
  return list.filter((value) => value !== item);
}
