import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { callApi, createFreshAccount } from '../support/api-account';
import { expect, saveViewportScreenshot, test } from '../support/fixtures';
import { isPhone, logIn } from '../support/login';
import { recordOperations } from '../support/operations';

// A visitor's first view of /bid/[id], /bid and /company is rendered on the server, so it is in
// the HTML before any script runs; a browser with the login flag cookie is answered in the
// browser, with its token, as before (docs/adr/0017-server-first-view.md).
const AUTH_FLAG_COOKIE = 'gs_auth=1';

async function readHtml(request: APIRequestContext, path: string, cookie?: string) {
  const response = await request.get(path, { headers: cookie ? { cookie } : {} });
  expect(response.status()).toBe(200);
  return response.text();
}

/** A page of this project's size with scripts off: what the server's HTML alone shows. */
async function openWithoutScripts(browser: Browser, testInfo: TestInfo, path: string) {
  const { viewport, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function findNewestAnnouncement() {
  const { announcements } = await callApi<{
    announcements: { nodes: Array<{ id: string; title: string }> };
  }>('{ announcements(paging: { first: 1 }) { nodes { id title } } }');
  const [announcement] = announcements.nodes;
  if (!announcement) throw new Error('시드 데이터에 견적 요청이 없습니다.');
  return announcement;
}

test("a visitor's /bid/[id] is in the server's HTML; a logged-in browser's is not", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const { id, title } = await findNewestAnnouncement();

  expect(await readHtml(request, `/bid/${id}`)).toContain(title);
  expect(await readHtml(request, `/bid/${id}`, AUTH_FLAG_COOKIE)).not.toContain(title);

  const noScripts = await openWithoutScripts(browser, testInfo, `/bid/${id}`);
  await expect(noScripts.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await saveViewportScreenshot(noScripts, testInfo, 'bid-detail-without-scripts');
  await noScripts.context().close();

  // With scripts the page keeps the server's answer: no second request for it.
  const operations = recordOperations(page);
  await page.goto(`/bid/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(operations).not.toContain('BidDetail');
});

test("a visitor's /company and /bid lists are in the server's HTML; a logged-in browser's are not", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Three pages and four HTML fetches, each page checked by axe.
  test.setTimeout(120_000);
  const operations = recordOperations(page);
  await page.goto('/company');
  const firstCompany = page.getByTestId('company-card').first().getByRole('heading');
  await expect(firstCompany).toBeVisible();
  const companyName = (await firstCompany.innerText()).trim();
  await page.waitForLoadState('networkidle');
  expect(operations).not.toContain('CompanyList');

  expect(await readHtml(request, '/company')).toContain(companyName);
  expect(await readHtml(request, '/company', AUTH_FLAG_COOKIE)).not.toContain(companyName);

  const noScripts = await openWithoutScripts(browser, testInfo, '/company');
  await expect(
    noScripts.getByTestId('company-card').first().getByRole('heading', { name: companyName }),
  ).toBeVisible();
  await expect(noScripts.getByText(/^총 [\d,]+개 업체$/)).toBeVisible();
  // Before the scripts run, the controls that need them say they are not ready (a click would be
  // lost); once the page has hydrated they work.
  const filterControl = (on: typeof page) =>
    isPhone(on)
      ? on.getByRole('button', { name: /^필터/ })
      : on.getByRole('complementary', { name: '업체 필터' }).getByRole('checkbox').first();
  await expect(filterControl(noScripts)).toBeDisabled();
  await expect(noScripts.getByLabel('정렬')).toBeDisabled();
  await saveViewportScreenshot(noScripts, testInfo, 'company-list-without-scripts');
  await noScripts.context().close();
  await expect(filterControl(page)).toBeEnabled();
  await expect(page.getByLabel('정렬')).toBeEnabled();

  const { title } = await findNewestAnnouncement();
  expect(await readHtml(request, '/bid')).toContain(title);
  expect(await readHtml(request, '/bid', AUTH_FLAG_COOKIE)).not.toContain(title);
});

test("the company filter's licence kinds and credit grades are in the server's HTML, for members too", async ({
  page,
  request,
}) => {
  const { licenses, cri } = await callApi<{
    licenses: Array<{ name: string }>;
    cri: Array<{ name: string }>;
  }>('{ licenses { name } cri { name } }');
  const [firstLicence] = licenses;
  const [firstGrade] = cri;
  if (!firstLicence || !firstGrade) throw new Error('시드 데이터에 면허나 신용등급이 없습니다.');
  // The same options whoever asks: a logged-in browser's HTML carries them too.
  for (const cookie of [undefined, AUTH_FLAG_COOKIE]) {
    const html = await readHtml(request, '/company', cookie);
    expect(html).toContain(firstLicence.name);
    expect(html).toContain(firstGrade.name);
  }
  // So the desktop panel shows them at once (it does not grow when they arrive, CLS), and the
  // browser does not ask for them again.
  await logIn(page, await createFreshAccount());
  const operations = recordOperations(page);
  await page.goto('/company');
  if (isPhone(page)) await page.getByRole('button', { name: /^필터/ }).click();
  await expect(page.getByRole('checkbox', { name: firstLicence.name }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(operations).not.toContain('CompanyFilterOptions');
});

test("a member's /bid/[id] is asked by the browser with their token", async ({ page }) => {
  const { id, title } = await findNewestAnnouncement();
  await logIn(page, await createFreshAccount());
  const operations = recordOperations(page);
  const response = await page.goto(`/bid/${id}`);
  expect(await response?.text()).not.toContain(title);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(operations).toContain('BidDetail');
});
