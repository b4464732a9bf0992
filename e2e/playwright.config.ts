import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.E2E_WEB_PORT ?? '3100';
const apiPort = process.env.E2E_API_PORT ?? '4100';
export const protectedListsWebPort = process.env.E2E_PROTECTED_WEB_PORT ?? '3101';
// The second web server (PROTECT_LIST_PAGES=true) serves only the tests tagged @protected-lists.
// E2E_PROTECTED_LISTS_SERVER=false leaves it out together with those tests: the setting lives in
// the web server, not the database, so CI starts it in the PGlite pass only.
const protectedListsServer = process.env.E2E_PROTECTED_LISTS_SERVER !== 'false';
const apiUrl = `http://127.0.0.1:${apiPort}`;
// Each run gets its own embedded database (or the PostgreSQL server named by DATABASE_URL).
const dataDir = process.env.E2E_DATA_DIR ?? join(root, 'data', `e2e-${Date.now()}`);
// CI runs the PGlite and PostgreSQL passes side by side, each with its own ports and output folders:
// the desktop project against PGlite and the phone project against PostgreSQL, so every journey
// meets both databases and both viewports once (docs/adr/0012-ci-split.md). Locally both projects
// run against one database.
const outputDir = process.env.E2E_OUTPUT_DIR ?? join(root, 'test-results', 'e2e');
const reportDir = process.env.E2E_REPORT_DIR ?? join(root, 'playwright-report');

/** What both web servers (the default one and the @protected-lists one) share. */
const webServerEnv = {
  API_URL: apiUrl,
  // Uploaded files' addresses start with it; the pages' Content-Security-Policy allows it.
  PUBLIC_API_URL: apiUrl,
  NEXT_TELEMETRY_DISABLED: '1',
  // The server-first-view tests check that a visitor's page is in the HTML; on a busy CI machine
  // the API can take longer than the production 1.5 s to answer.
  FIRST_VIEW_TIMEOUT_MS: '10000',
};

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  grepInvert: protectedListsServer ? undefined : /@protected-lists/,
  outputDir,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The longer journeys take 40–70 s on a busy 2-core CI machine; the limit is a hang guard, not a
  // speed test (speed is measured in bench/).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: reportDir, open: 'never' }],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Transitions are cut to 1 ms (globals.css), so axe never samples a colour mid-change.
    reducedMotion: 'reduce',
    // Recording a trace of every test costs CI a good part of its time: in CI a failed test is
    // traced when it is retried, locally (no retries) a failed test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'npm run start -w @gongsa/api',
      cwd: root,
      url: `${apiUrl}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: apiPort,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        // Every journey verifies a phone from 127.0.0.1; the per-IP cap is tested in the API's tests.
        PHONE_AUTH_MAX_SENDS_PER_IP: '1000',
        // The API serves the fake Kakao/Naver providers the login buttons go to.
        SOCIAL_DRIVER: 'local',
        // Likewise every failed login of every journey comes from 127.0.0.1 (tested in the API).
        LOGIN_MAX_FAILURES_PER_IP: '1000',
        // And every email / 법인등록번호 availability check (tested in the API).
        LOOKUP_MAX_PER_IP: '1000',
        // And every page load's visit record (tested in the API).
        VISITOR_WRITES_MAX_PER_IP: '100000',
        WEB_ORIGIN: `http://127.0.0.1:${webPort}`,
        PUBLIC_API_URL: apiUrl,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        // No separate job worker here: the API runs the jobs (notifications) on PostgreSQL too.
        JOBS_RUN_IN_PROCESS: 'true',
        // The journeys read phone codes from /dev/sms-outbox and grant points with
        // /dev/points/grant: the development helpers, off in `npm start`.
        DEV_TOOLS: 'true',
      },
    },
    {
      command: 'npm run start -w @gongsa/web',
      cwd: root,
      url: `http://127.0.0.1:${webPort}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...webServerEnv, PORT: webPort },
    },
    ...(protectedListsServer
      ? [
          {
            // The same build with SPEC §2's other reading: the /company and /bid lists need login too.
            command: 'npm run start -w @gongsa/web',
            cwd: root,
            url: `http://127.0.0.1:${protectedListsWebPort}/`,
            timeout: 120_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: { ...webServerEnv, PORT: protectedListsWebPort, PROTECT_LIST_PAGES: 'true' },
          },
        ]
      : []),
  ],
});
