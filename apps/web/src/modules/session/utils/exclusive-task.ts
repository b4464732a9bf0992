/** The part of the Web Locks API used here (navigator.locks). */
export type LockRequester = {
  request<T>(name: string, options: { signal: AbortSignal }, task: () => Promise<T>): Promise<T>;
};

export const REFRESH_LOCK_NAME = 'gongsa.refresh-token';
const DEFAULT_WAIT_LIMIT_MS = 10_000;

function findLockRequester(): LockRequester | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/**
 * Runs the task while no other tab of this browser runs one under the same name. Two tabs that
 * exchange the shared refresh token at once would present it twice, and the second use ends the
 * login. Where locks are missing, or another tab holds the lock too long, the task runs anyway:
 * a rare lost login is better than a tab that never refreshes.
 */
export async function runExclusively<T>(
  name: string,
  task: () => Promise<T>,
  options: { locks?: LockRequester | null; waitLimitMs?: number } = {},
): Promise<T> {
  const locks = options.locks === undefined ? findLockRequester() : options.locks;
  if (!locks) return task();
  let isStarted = false;
  try {
    return await locks.request(
      name,
      { signal: AbortSignal.timeout(options.waitLimitMs ?? DEFAULT_WAIT_LIMIT_MS) },
      () => {
        isStarted = true;
        return task();
      },
    );
  } catch (error) {
    if (isStarted) throw error;
    return task();
  }
}
