/**
 * A module fetched with import() on demand and kept once loaded, so code a page needs only after
 * it is interactive (the zod schemas behind a form's validation) stays out of its first load.
 * `load()` starts the fetch (once) and resolves with the module; `current()` is the module once
 * it is there, for handlers that would rather not wait a microtask.
 */
export type LazyModule<T> = {
  load(): Promise<T>;
  current(): T | null;
};

export function defineLazyModule<T>(importModule: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load() {
      pending ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          // A failed chunk fetch (offline a moment) may succeed on the next try.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

/** What a form says when its validation could not be fetched (offline a moment). */
export const LAZY_LOAD_FAILED_MESSAGE =
  '입력 내용을 확인하지 못했어요. 연결을 확인하고 다시 시도해 주세요.';

/** For checks on blur: the submit that follows loads it again and says so when it cannot. */
export function ignoreLoadFailure(): void {}
