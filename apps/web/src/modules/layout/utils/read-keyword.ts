/** The search keyword of a list page: k (keyword search) or search (company unique number). */
export function readKeyword(
  searchParams: Record<string, string | string[] | undefined>,
): string | null {
  const value = searchParams.k ?? searchParams.search;
  const keyword = (Array.isArray(value) ? value[0] : value)?.trim();
  return keyword ? keyword : null;
}
