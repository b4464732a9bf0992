/*
 * The pieces every HTTP bench shares: the API in its own process (support/api-server.ts, talked to
 * over IPC), a closed-loop load generator, and how server samples are shown.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CapturedQuery, ControlMessage, ServerMessage, ServerSample } from './api-server';
import { formatMiB } from './stats';

const SERVER_START_TIMEOUT_MS = 120_000;

export type ApiServer = {
  url: string;
  driver: string;
  version: string;
  sample: () => Promise<ServerSample>;
  /** The SQL statements the server sent while `action` ran. */
  captureQueries: (action: () => Promise<unknown>) => Promise<CapturedQuery[]>;
  /** A control message the caller composes (floor-server.ts's 'respond-with'). */
  send: (message: ControlMessage) => void;
  stop: () => Promise<void>;
};

function waitForMessage<T extends ServerMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanUp();
      reject(new Error(`API server sent no '${type}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      cleanUp();
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    const onExit = (code: number | null) => {
      cleanUp();
      reject(new Error(`API server exited with code ${code} before '${type}'`));
    };
    function cleanUp() {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/**
 * script: another server speaking the same IPC messages (support/floor-server.ts, or the
 * api-server.ts of an older checkout to measure a commit against this one); nodeFlags: V8 flags
 * such as those `npm start` gives the API (readApiNodeFlags).
 */
export async function startApiServer(
  options: { script?: string; nodeFlags?: string[] } = {},
): Promise<ApiServer> {
  const script = options.script ?? fileURLToPath(new URL('./api-server.ts', import.meta.url));
  const child = fork(script, [], {
    // BENCH_API_CPU_PROF=<dir> writes a V8 CPU profile of the API process there when it stops.
    execArgv: [
      ...(options.nodeFlags ?? []),
      '--import',
      import.meta.resolve('tsx'),
      ...(process.env.BENCH_API_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_CPU_PROF}`]
        : []),
    ],
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await waitForMessage(child, 'ready', SERVER_START_TIMEOUT_MS);
  const control = (message: ControlMessage) => child.send(message);
  return {
    url: `http://127.0.0.1:${ready.port}/graphql`,
    driver: ready.driver,
    version: ready.version,
    async sample() {
      const reply = waitForMessage(child, 'sample', 10_000);
      control({ type: 'sample' });
      const { memory, cpu } = await reply;
      return { memory, cpu };
    },
    async captureQueries(action) {
      // IPC keeps order: once the sample is back, the server records.
      const isRecording = waitForMessage(child, 'sample', 10_000);
      control({ type: 'capture-start' });
      control({ type: 'sample' });
      await isRecording;
      try {
        await action();
      } finally {
        control({ type: 'capture-stop' });
      }
      return (await waitForMessage(child, 'captured', 10_000)).queries;
    },
    send: control,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      control({ type: 'stop' });
      await exited;
    },
  };
}

export type LoadResult = {
  requests: number;
  errors: number;
  errorExamples: string[];
  elapsedMs: number;
  latenciesMs: number[];
  responseBytes: number;
};

/** A closed loop: `concurrency` workers each send their next request as soon as one returns. */
export async function runLoad(
  send: () => Promise<{ bytes: number }>,
  options: { total: number; concurrency: number },
): Promise<LoadResult> {
  const { total, concurrency } = options;
  let started = 0;
  let errors = 0;
  let responseBytes = 0;
  const errorExamples = new Set<string>();
  const latenciesMs: number[] = [];
  const startedAt = performance.now();
  async function work(): Promise<void> {
    while (started < total) {
      started += 1;
      const requestStartedAt = performance.now();
      try {
        const { bytes } = await send();
        responseBytes = bytes;
      } catch (error) {
        errors += 1;
        if (errorExamples.size < 3) errorExamples.add(String(error));
      }
      latenciesMs.push(performance.now() - requestStartedAt);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, work));
  return {
    requests: latenciesMs.length,
    errors,
    errorExamples: [...errorExamples],
    elapsedMs: performance.now() - startedAt,
    latenciesMs,
    responseBytes,
  };
}

export function toCpuMs(sample: ServerSample): number {
  return (sample.cpu.user + sample.cpu.system) / 1000;
}

export function describeSample(label: string, sample: ServerSample): Array<string | number> {
  const { rss, heapUsed, heapTotal, external } = sample.memory;
  return [label, formatMiB(rss), formatMiB(heapUsed), formatMiB(heapTotal), formatMiB(external)];
}
