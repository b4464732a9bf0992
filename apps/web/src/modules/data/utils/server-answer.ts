/**
 * An answer the page's server component fetched for this page load: a visitor's first view
 * (docs/adr/0017-server-first-view.md). `variables` are the ones it was asked with, so a hook uses
 * it only for the same query the browser would send.
 */
export type ServerAnswer<TResult, TVariables> = {
  variables: TVariables;
  data: TResult;
  /** The server's clock at the answer (ms): text counted from "now" hydrates as it rendered. */
  fetchedAt: number;
};

/** Two variable sets ask the same question (what JSON sends: undefined entries are left out). */
export function isSameVariables(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
}
