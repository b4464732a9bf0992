import { describe, expect, it } from 'vitest';
import { runExclusively, type LockRequester } from './exclusive-task';

/** Grants one named lock at a time, in request order, like navigator.locks. */
function createLockRequester(): LockRequester & { granted: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const granted: string[] = [];
  return {
    granted,
    request(name, _options, task) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => {
        granted.push(name);
        return task();
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** A lock another tab never releases: waiting ends only when the signal aborts. */
const HELD_ELSEWHERE: LockRequester = {
  request: (_name, { signal }) =>
    new Promise((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason));
    }),
};

describe('running a task exclusively across tabs', () => {
  it('runs tasks with the same name one after the other and returns their results', async () => {
    const locks = createLockRequester();
    const events: string[] = [];
    let release = () => undefined as void;
    const isReleased = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markStarted = () => undefined as void;
    const hasStarted = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const first = runExclusively(
      'refresh',
      async () => {
        events.push('first started');
        markStarted();
        await isReleased;
        events.push('first done');
        return 'token-2';
      },
      { locks },
    );
    const second = runExclusively(
      'refresh',
      async () => {
        events.push('second started');
        return 'token-3';
      },
      { locks },
    );
    await hasStarted;
    release();

    await expect(Promise.all([first, second])).resolves.toEqual(['token-2', 'token-3']);
    expect(events).toEqual(['first started', 'first done', 'second started']);
    expect(locks.granted).toEqual(['refresh', 'refresh']);
  });

  it('runs the task directly where the browser has no locks', async () => {
    await expect(runExclusively('refresh', async () => 'ran', { locks: null })).resolves.toBe(
      'ran',
    );
  });

  it('still runs the task when another tab holds the lock too long', async () => {
    await expect(
      runExclusively('refresh', async () => 'ran anyway', {
        locks: HELD_ELSEWHERE,
        waitLimitMs: 1,
      }),
    ).resolves.toBe('ran anyway');
  });

  it('passes on a failure of the task itself without running it again', async () => {
    let runs = 0;
    const failing = runExclusively(
      'refresh',
      async () => {
        runs += 1;
        throw new Error('응답 없음');
      },
      { locks: createLockRequester() },
    );
    await expect(failing).rejects.toThrow('응답 없음');
    expect(runs).toBe(1);
  });
});
