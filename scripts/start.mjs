#!/usr/bin/env node
// One command to run 공사마켓 locally: API (:4000, PGlite in ./data with demo data) + web (:3000),
// plus the job worker when DATABASE_URL names a PostgreSQL server (on PGlite the API runs the jobs).
// `npm start` builds the web app when the build is missing or older than its sources, then serves it;
// `npm run dev` runs both in watch mode instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const isDev = process.argv.includes('--dev');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
// Where browsers reach the API: uploaded files' addresses start with it (the API's own default),
// and the web's Content-Security-Policy allows images and downloads from it (ADR 0023).
const publicApiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`;
// Both servers listen on loopback unless HOST says otherwise (ADR 0020): safe to leave running.
const host = process.env.HOST ?? '127.0.0.1';

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.next' || entry.name === 'generated')
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Pretendard's stylesheet, copied into public/ by the web's build (apps/web/scripts/copy-pretendard.mjs). */
function hasPretendardCopy() {
  const fonts = join(root, 'apps/web/public/fonts');
  return (
    existsSync(fonts) &&
    readdirSync(fonts).some(
      (name) =>
        name.startsWith('pretendard-') &&
        existsSync(join(fonts, name, 'pretendardvariable-dynamic-subset.css')),
    )
  );
}

function needsWebBuild() {
  const buildId = join(root, 'apps/web/.next/BUILD_ID');
  if (!existsSync(buildId) || !hasPretendardCopy()) return true;
  const builtAt = statSync(buildId).mtimeMs;
  const sources = ['apps/web/src', 'apps/web/public', 'packages/domain/src'].map((d) =>
    join(root, d),
  );
  return sources.some((d) => newestMtime(d) > builtAt);
}

const env = {
  ...process.env,
  API_URL: apiUrl,
  PUBLIC_API_URL: publicApiUrl,
  NEXT_TELEMETRY_DISABLED: '1',
};

if (!isDev && needsWebBuild()) {
  console.info('▶ 웹 앱을 빌드합니다 (처음 한 번, 1–2분)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@gongsa/web'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];
function run(name, args, extraEnv = {}) {
  const child = spawn('npm', args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`✖ ${name} 프로세스가 종료되었습니다 (code ${code ?? signal}).`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

async function waitFor(url, name) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name}이(가) 180초 안에 시작되지 않았습니다.`);
}

let shuttingDown = false;
function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// `npm run dev` alone gets the development tools: GraphiQL, introspection, unmasked errors and
// the /dev/* helpers. `npm start` masks errors and prints phone codes in the API's log instead.
run('API', ['run', isDev ? 'dev' : 'start', '-w', '@gongsa/api'], {
  PORT: apiPort,
  HOST: host,
  ...(isDev ? { DEV_TOOLS: 'true' } : {}),
});
try {
  await waitFor(`${apiUrl}/healthz`, 'API');
  // After the API is up: it has migrated the database the worker's handlers read.
  if (process.env.DATABASE_URL) run('작업 워커', ['run', 'worker', '-w', '@gongsa/api']);
  // apps/web/server.ts listens on HOST; `next dev` takes --hostname.
  run(
    '웹',
    [
      'run',
      isDev ? 'dev' : 'start',
      '-w',
      '@gongsa/web',
      ...(isDev ? ['--', '--hostname', host] : []),
    ],
    {
      PORT: webPort,
      HOST: host,
    },
  );
  await waitFor(`http://127.0.0.1:${webPort}/`, '웹');
} catch (error) {
  console.error(`✖ ${error.message}`);
  shutdown(1);
}
if (!shuttingDown)
  console.info(`\n✔ 공사마켓: http://localhost:${webPort}  (API ${apiUrl}/graphql)\n`);
