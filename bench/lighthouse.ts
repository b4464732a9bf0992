/**
 * Lighthouse on the production web app (issue 11 targets): mobile and desktop, N runs per page,
 * median per page, one Markdown table and the raw reports.
 *
 * It builds and starts nothing: run `npm run build`, then `npm start` (or, on other ports,
 * `API_PORT=4350 WEB_PORT=3350 npm start`), then
 *
 *   npm run bench:lighthouse -w @gongsa/bench                       # http://127.0.0.1:3000
 *   LH_BASE_URL=http://127.0.0.1:3350 npm run bench:lighthouse -w @gongsa/bench
 *
 * Options (environment): LH_FORM_FACTORS (mobile,desktop), LH_PAGES (comma-separated
 * keys: home,company,bid,companyDetail,bidDetail), LH_THROTTLING (devtools, the default: Chrome
 * throttles the real load to slow 4G and a 4× slower CPU; or simulate: Lantern's estimate from an
 * unthrottled load — ADR 0030 says which one the targets are read on), LH_RUNS (3 for devtools,
 * whose runs vary more), LH_OUT (where the table goes:
 * bench/results/lighthouse), LH_LABEL (its file name, e.g. before/after), LH_REPORTS (the raw JSON
 * reports, ~1 MB each: a folder under the system temp dir), CHROMIUM_PATH (/usr/bin/chromium).
 *
 * Lighthouse itself is not a dependency (it and its ~40 packages would lengthen every `npm ci` in
 * CI for a tool CI does not run): it is run with `npx -y lighthouse@13.5.0`, which installs it
 * into the npx cache once (~15 s). The browser is Debian's Chromium, started here with a debugging
 * port; Lighthouse connects to it (`--port`). /company/[id] needs a login: the script logs in
 * through the login form with "로그인 상태 유지" (Playwright over CDP), so the page restores the
 * session from the remembered refresh token, and Lighthouse runs it without its storage reset;
 * the HTTP cache is cleared before every run so each run is a cold load like the others.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BASE_URL = (process.env.LH_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
/** ADR 0030: the issue 11 targets are read on Chrome's own throttling; `simulate` stays available. */
const THROTTLING = process.env.LH_THROTTLING === 'simulate' ? 'simulate' : 'devtools';
const RUNS = Number(process.env.LH_RUNS ?? (THROTTLING === 'devtools' ? 3 : 2));
/** Above this 1-minute load average a really throttled CPU is slowed again by the other work. */
const QUIET_LOAD = 2;
const FORM_FACTORS = (process.env.LH_FORM_FACTORS ?? 'mobile,desktop').split(',') as Array<
  'mobile' | 'desktop'
>;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT_DIR = resolve(ROOT, process.env.LH_OUT ?? 'bench/results/lighthouse');
const LABEL = process.env.LH_LABEL ?? new Date().toISOString().slice(0, 16).replace(/:/g, '');
const LIGHTHOUSE = 'lighthouse@13.5.0';
const DEBUG_PORT = Number(process.env.LH_DEBUG_PORT ?? 9350);
const MEMBER = { email: 'consumer@gongsa.test', password: 'gongsa1234!' };

type PageSpec = { key: string; path: string; needsLogin: boolean };

type Metrics = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
  jsKiB: number;
  lcpElement: string;
};

async function requestGraphql<T>(query: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The first listed company and the newest request of the demo data. */
async function resolvePages(): Promise<PageSpec[]> {
  const data = await requestGraphql<{
    enterprises: { edges: Array<{ node: { id: string } }> };
    announcements: { edges: Array<{ node: { id: string } }> };
  }>(
    '{ enterprises(paging: { first: 1 }) { edges { node { id } } } announcements(paging: { first: 1 }) { edges { node { id } } } }',
  );
  const companyId = data.enterprises.edges[0]?.node.id;
  const bidId = data.announcements.edges[0]?.node.id;
  if (!companyId || !bidId) throw new Error('demo data has no company or request');
  const all: PageSpec[] = [
    { key: 'home', path: '/', needsLogin: false },
    { key: 'company', path: '/company', needsLogin: false },
    { key: 'bid', path: '/bid', needsLogin: false },
    { key: 'bidDetail', path: `/bid/${bidId}`, needsLogin: false },
    { key: 'companyDetail', path: `/company/${companyId}`, needsLogin: true },
  ];
  const wanted = process.env.LH_PAGES?.split(',');
  return wanted ? all.filter((page) => wanted.includes(page.key)) : all;
}

function startChromium(userDataDir: string): ChildProcess {
  return spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${userDataDir}`,
      '--no-sandbox',
      '--no-first-run',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
}

async function waitForDebugPort(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('Chromium did not open its debugging port');
}

/** Logs in (remembered) or only clears the HTTP cache, in the browser Lighthouse will use. */
async function prepareBrowser(action: 'login' | 'clear-cache'): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (action === 'login') {
      // A session left by an earlier form factor would send /auth/login away.
      await context.clearCookies();
      await page.goto(`${BASE_URL}/auth/login`);
      await page.getByLabel('이메일').fill(MEMBER.email);
      await page.getByLabel('비밀번호', { exact: true }).fill(MEMBER.password);
      await page.getByLabel('로그인 상태 유지').check();
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'), { timeout: 20_000 });
    }
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects; the browser and its default context (cookies) stay.
    await browser.close();
  }
}

function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  keepStorage: boolean,
  outputPath: string,
): Promise<void> {
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    `--port=${DEBUG_PORT}`,
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility',
    '--locale=ko',
    '--quiet',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ...(keepStorage ? ['--disable-storage-reset'] : []),
    // devtools: the page really loads over slow 4G with a 4× slower CPU (Chrome's own
    // throttling); simulate: Lantern's estimate from an unthrottled load (Lighthouse's default).
    `--throttling-method=${THROTTLING}`,
  ];
  return new Promise((done, fail) => {
    // npm's own warnings would drown the progress lines; Lighthouse's errors still show.
    const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString().replace(/^npm warn .*\n?/gm, '');
      if (text.trim()) process.stderr.write(text);
    });
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`lighthouse exited with ${code} for ${url}`)),
    );
  });
}

type LighthouseReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }
  >;
  finalDisplayedUrl: string;
};

function readMetrics(path: string): Metrics {
  const report = JSON.parse(readFileSync(path, 'utf8')) as LighthouseReport;
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const jsBytes = scripts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  // lcp-breakdown-insight: a table of the LCP's subparts, then the LCP element as a node.
  const lcpItems = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const lcpNode = lcpItems.find((item) => item.type === 'node') as
    { nodeLabel?: string; selector?: string } | undefined;
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    siMs: audit('speed-index'),
    jsKiB: jsBytes / 1024,
    lcpElement: `${lcpNode?.selector ?? ''} «${(lcpNode?.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 30)}»`,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summarise(runs: Metrics[]): Metrics {
  const pick = (key: keyof Omit<Metrics, 'lcpElement'>) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    siMs: pick('siMs'),
    jsKiB: pick('jsKiB'),
    lcpElement: runs[0]?.lcpElement ?? '',
  };
}

function formatRow(formFactor: string, page: PageSpec, runs: Metrics[]): string {
  const m = summarise(runs);
  const scores = runs.map((run) => run.performance).join('/');
  return `| ${formFactor} | \`${page.key === 'companyDetail' || page.key === 'bidDetail' ? page.path.replace(/\d+$/, '[id]') : page.path}\` | **${m.performance}** (${scores}) | ${m.accessibility} | ${(m.lcpMs / 1000).toFixed(2)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${(m.fcpMs / 1000).toFixed(2)} | ${(m.siMs / 1000).toFixed(2)} | ${m.jsKiB.toFixed(1)} |`;
}

function stopChromium(browser: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (browser.exitCode !== null) return done();
    browser.once('exit', () => done());
    browser.kill('SIGTERM');
  });
}

function writeTable(rows: string[], loadStart: number[] | null): void {
  const loadEnd = loadavg();
  const load = loadStart
    ? `load average ${loadStart[0]!.toFixed(2)} → ${loadEnd[0]!.toFixed(2)}`
    : 'redrawn from the saved reports (load average of the run not recorded here)';
  const table = [
    `Lighthouse 13.5.0, ${CHROMIUM_PATH}, ${BASE_URL}, throttling: ${THROTTLING}, ${RUNS} runs per page (median; performance of each run in brackets), ${new Date().toISOString()}, ${load}.`,
    '',
    ...(loadStart && THROTTLING === 'devtools' && Math.max(loadStart[0]!, loadEnd[0]!) > QUIET_LOAD
      ? [
          `**Not a measurement of the pages:** the machine was busy (load average above ${QUIET_LOAD}); with Chrome's own throttling the other work slows the 4× CPU further. Measure again on a quiet machine.`,
          '',
        ]
      : []),
    '| form factor | page | performance | accessibility | LCP s | TBT ms | CLS | FCP s | Speed Index s | JS KiB (transferred) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, `${LABEL}.md`), table);
  console.info(`\n${table}`);
}

async function main(): Promise<void> {
  const pages = await resolvePages();
  const reportDir = resolve(process.env.LH_REPORTS ?? join(tmpdir(), 'gongsa-lighthouse', LABEL));
  mkdirSync(reportDir, { recursive: true });
  const loadStart = loadavg();
  const rows: string[] = [];
  // LH_SUMMARY_ONLY=1: the table again from the reports of an earlier run with the same LH_LABEL.
  if (process.env.LH_SUMMARY_ONLY === '1') {
    for (const formFactor of FORM_FACTORS) {
      for (const page of pages) {
        const runs = Array.from({ length: RUNS }, (_, index) =>
          readMetrics(join(reportDir, `${formFactor}-${page.key}-${index + 1}.json`)),
        );
        rows.push(formatRow(formFactor, page, runs));
      }
    }
    writeTable(rows, null);
    return;
  }
  const userDataDir = mkdtempSync(join(tmpdir(), 'gongsa-lighthouse-'));
  const browser = startChromium(userDataDir);
  try {
    await waitForDebugPort();
    for (const formFactor of FORM_FACTORS) {
      let isLoggedIn = false;
      // Pages without a login first: Lighthouse's storage reset would end the session.
      for (const page of [...pages].sort((a, b) => Number(a.needsLogin) - Number(b.needsLogin))) {
        if (page.needsLogin && !isLoggedIn) {
          await prepareBrowser('login');
          isLoggedIn = true;
        }
        const runs: Metrics[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          if (page.needsLogin) await prepareBrowser('clear-cache');
          const outputPath = join(reportDir, `${formFactor}-${page.key}-${run}.json`);
          await runLighthouse(`${BASE_URL}${page.path}`, formFactor, page.needsLogin, outputPath);
          const metrics = readMetrics(outputPath);
          runs.push(metrics);
          console.info(
            `${formFactor} ${page.path} run ${run}: perf ${metrics.performance}, a11y ${metrics.accessibility}, LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms, CLS ${metrics.cls.toFixed(3)}, LCP element ${metrics.lcpElement}`,
          );
        }
        rows.push(formatRow(formFactor, page, runs));
      }
    }
  } finally {
    await stopChromium(browser);
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  }
  writeTable(rows, loadStart);
  console.info(`Reports: ${reportDir}`);
}

await main();
