import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Runs the real entry point as `npm start` does, always on a throw-away PGlite. */
async function startApi(extraEnv: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'gongsa-main-'));
  dirs.push(dataDir);
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiRoot, env });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, readOutput: () => output };
}

async function waitFor(read: () => string, pattern: RegExp, exited: Promise<unknown>) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const match = read().match(pattern);
    if (match) return match;
    const hasExited = await Promise.race([
      exited.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 200)),
    ]);
    if (hasExited) break;
  }
  throw new Error(`출력에 없는 패턴: ${pattern}\n${read()}`);
}

// Each test starts a real API process (tsx compiles it on start): on a busy 2-core machine that
// can take longer than the default minute, so these get the 90 s waitFor allows, and some.
describe('the API process', { timeout: 120_000 }, () => {
  it('starts, answers /healthz, and shuts down gracefully on SIGTERM', async () => {
    const api = await startApi();
    const [, port] = await waitFor(
      api.readOutput,
      /공사마켓 API: http:\/\/localhost:(\d+)/,
      api.exited,
    );
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toBeTruthy();

    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    expect(api.readOutput()).toContain('종료 완료');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it('refuses to start with a bad variable and names it', async () => {
    const api = await startApi({ NODE_ENV: 'production', JWT_SECRET: 'short' });
    expect(await api.exited).toBe(1);
    expect(api.readOutput()).toContain('JWT_SECRET');
  });
});
