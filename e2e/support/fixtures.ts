import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser build, read once per worker and put into a page only when it is checked. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // Only violations are read: axe then skips collecting the details of every passed node.
  resultTypes: ['violations'],
};

/**
 * Runs axe-core in the page itself (what @axe-core/playwright calls legacy mode, without its
 * second injection and the blank page it opens for every check in the default mode: together about
 * half of each browser test's time). Our pages have no cross-origin frames, the one thing this way
 * cannot check.
 */
type AxeWindow = { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

async function runAxe(page: Page): Promise<AxeResults> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(
    (options) => (window as unknown as AxeWindow).axe.run(document, options),
    axeOptions,
  );
}

/**
 * Every page a test visits is checked with axe-core (WCAG 2.2 AA rules): a serious or critical
 * violation fails the test. `goto` checks after each navigation; the final page of every test is
 * checked too, so click-driven navigations are covered.
 */
export async function expectAccessible(page: Page, testInfo?: TestInfo) {
  await page.waitForLoadState('domcontentloaded');
  // Next streams metadata: after a client-side navigation the <title> arrives a moment later.
  // Wait for it briefly; a page that never gets one still fails axe's document-title rule.
  await page
    .waitForFunction(() => document.title.trim().length > 0, null, { timeout: 5_000 })
    .catch(() => {});
  // Let the page finish what it is doing first (hydration enables controls, and a button whose
  // colour changes while axe samples it has no settled contrast).
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 })),
  );
  const results = await runAxe(page);
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  if (testInfo && results.violations.length > 0) {
    await testInfo.attach(`axe-${new URL(page.url()).pathname.replace(/\W+/g, '_')}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `접근성 위반: ${page.url()}`,
  ).toEqual([]);
}

const CSP_EVENT_PREFIX = '[CSP 위반]';
const cspViolations = new WeakMap<BrowserContext, string[]>();

/**
 * Collects every Content-Security-Policy violation in the pages of a context: Chromium's own
 * console error ("Refused to … because it violates the following Content Security Policy
 * directive …") and each page's securitypolicyviolation event, which a listener installed before
 * any of the page's scripts reports to the console. The fixture watches the test's context; a test
 * that opens another context watches it itself.
 */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  if (cspViolations.has(context)) return;
  const found: string[] = [];
  cspViolations.set(context, found);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_EVENT_PREFIX) || text.includes('Content Security Policy')) {
      found.push(`${message.page()?.url() ?? '(페이지 없음)'}: ${text}`);
    }
  });
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline';
      console.error(
        `${prefix} ${event.effectiveDirective} ${blocked} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, CSP_EVENT_PREFIX);
}

/** The violations seen so far in the context, which are then forgotten. */
export function takeCspViolations(context: BrowserContext): string[] {
  return (cspViolations.get(context) ?? []).splice(0);
}

/** Fails with every violation seen so far in the context (and forgets them). */
export function expectNoCspViolations(context: BrowserContext) {
  expect(takeCspViolations(context), 'CSP 위반').toEqual([]);
}

export const test = base.extend<{ checkedPage: Page }>({
  // No page of any journey may break the Content-Security-Policy (ADR 0023): every violation
  // fails the test at its end, whichever of the context's pages it happened in.
  context: async ({ context }, use, testInfo) => {
    await watchCspViolations(context);
    await use(context);
    if (testInfo.status === testInfo.expectedStatus) expectNoCspViolations(context);
  },
  page: async ({ page }, use, testInfo) => {
    const originalGoto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await originalGoto(url, options);
      await expectAccessible(page, testInfo);
      return response;
    };
    await use(page);
    if (testInfo.status === testInfo.expectedStatus && page.url().startsWith('http')) {
      await expectAccessible(page, testInfo);
    }
  },
});

export { expect };

/** Saves a screenshot under test-results/screenshots/<project>/<name>.png for a person to look at. */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  const root =
    process.env.E2E_SCREENSHOT_DIR ?? `${testInfo.config.rootDir}/../test-results/screenshots`;
  const path = `${root}/${testInfo.project.name}/${name}.png`;
  await page.screenshot({ path, fullPage, animations: 'disabled' });
}

/** What the screen shows right now (a dialog, the top of a page), not the whole page. */
export function saveViewportScreenshot(page: Page, testInfo: TestInfo, name: string) {
  return saveScreenshot(page, testInfo, name, { fullPage: false });
}
