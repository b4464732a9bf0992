import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { callApi, callApiAs, createFreshAccount, signInAs } from '../support/api-account';
import { expect, expectAccessible, saveViewportScreenshot, test } from '../support/fixtures';
import { isPhone, logIn } from '../support/login';
import { recordOperations } from '../support/operations';

// A visitor's first view of /bid/[id], /bid and /company is rendered on the server, so it is in
// the HTML before any script runs; a browser with the login flag cookie is answered in the
// browser, with its token, as before (docs/adr/0017-server-first-view.md). /company/[id] (a login
// route) has its public part rendered on the server for everyone, asked without the login; the
// member's own parts come from the browser's query.
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

/** A listed company whose intro (기업 정보) has a first line HTML writes as it is. */
async function findCompanyWithIntro() {
  const { enterprises } = await callApi<{
    enterprises: {
      nodes: Array<{ id: string; companyName: string | null; info: { description?: string } }>;
    };
  }>(
    '{ enterprises(paging: { first: 20 }) { nodes { id companyName info { ... on CompanyInfo { description } ... on EngineerInfo { description } } } } }',
  );
  for (const node of enterprises.nodes) {
    const intro = node.info.description?.split('\n')[0]?.trim();
    if (node.companyName && intro && !/[&<>"']/.test(intro)) {
      return { id: node.id, companyName: node.companyName, intro };
    }
  }
  throw new Error('소개 글이 있는 시드 업체를 찾지 못했습니다.');
}

type ShiftWindow = { layoutShift: number };

test("/company/[id]'s public part is in the server's HTML; the member's favourite comes from the browser", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const company = await findCompanyWithIntro();

  // The page needs a login (the route guard reads the flag cookie); the server asks the API
  // without one, so the intro is in the HTML, before the first streamed segment.
  const html = await readHtml(request, `/company/${company.id}`, AUTH_FLAG_COOKIE);
  const streamed = html.indexOf('<div hidden id="S:');
  expect(html.indexOf(company.intro)).toBeGreaterThan(-1);
  expect(html.indexOf(company.intro)).toBeLessThan(streamed === -1 ? html.length : streamed);
  expect(html).not.toContain('업체 정보를 불러오는 중입니다');

  const { baseURL } = testInfo.project.use;
  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    viewport: testInfo.project.use.viewport,
    baseURL,
  });
  await noScripts.addCookies([{ name: 'gs_auth', value: '1', url: baseURL ?? '' }]);
  const staticPage = await noScripts.newPage();
  await staticPage.goto(`/company/${company.id}`);
  await expect(
    staticPage.getByRole('heading', { level: 1, name: company.companyName }),
  ).toBeVisible();
  await expect(staticPage.getByText(company.intro)).toBeVisible();
  // The member's own state is not known yet: the heart is there, disabled, where it will be.
  await expect(staticPage.getByRole('button', { name: '관심 기업' })).toBeDisabled();
  await saveViewportScreenshot(staticPage, testInfo, 'company-detail-without-scripts');
  await noScripts.close();

  // A member who has this company among their favourites: the browser's own query, with the
  // token, turns the heart on, without a layout shift or a hydration error.
  const account = await createFreshAccount();
  const token = await signInAs(account);
  await callApiAs(token, 'mutation A($id: ID!) { addFavoriteEnterprise(profileId: $id) { id } }', {
    id: company.id,
  });
  await logIn(page, account);
  const reactErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|React error #4(18|19|21|23|25)/i.test(message.text()))
      reactErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const shifts = window as unknown as ShiftWindow;
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        shifts.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const operations = recordOperations(page);
  await page.goto(`/company/${company.id}`);
  await expect(page.getByRole('button', { name: '관심 기업' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: '관심 기업' })).toBeEnabled();
  await expect(page.getByText(company.intro)).toBeVisible();
  expect(operations).toContain('CompanyDetail');
  await page.waitForLoadState('networkidle');
  const layoutShift = await page.evaluate(() => (window as unknown as ShiftWindow).layoutShift);
  expect(layoutShift).toBeLessThanOrEqual(0.02);
  expect(reactErrors).toEqual([]);

  // The browser's query recorded the visit (최근 본 기업), as before.
  const { myViewEnterprises } = await callApiAs<{
    myViewEnterprises: { nodes: Array<{ profile: { id: string } }> };
  }>(token, '{ myViewEnterprises(paging: { first: 5 }) { nodes { profile { id } } } }');
  expect(myViewEnterprises.nodes.map((node) => node.profile.id)).toContain(company.id);
});

test("/company/[id] keeps the server's view when the browser's own query fails, and 다시 시도 brings the member's parts", async ({
  page,
}) => {
  const company = await findCompanyWithIntro();
  await logIn(page, await createFreshAccount());
  let isFailing = true;
  await page.route('**/api/graphql', async (route) => {
    if (isFailing && /query CompanyDetail\b/.test(route.request().postData() ?? '')) {
      await route.fulfill({ status: 502, body: 'Bad Gateway' });
      return;
    }
    await route.continue();
  });
  await page.goto(`/company/${company.id}`);
  const alert = page.getByRole('alert').filter({ hasText: '다시 시도' });
  await expect(alert).toBeVisible();
  // The company is still on screen; what depends on the member waits.
  await expect(page.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible();
  await expect(page.getByText(company.intro)).toBeVisible();
  await expect(page.getByRole('button', { name: '관심 기업' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '견적 요청 보내기' })).toBeDisabled();
  await expectAccessible(page);

  isFailing = false;
  await alert.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('button', { name: '관심 기업' })).toBeEnabled();
  await expect(page.getByRole('button', { name: '견적 요청 보내기' })).toBeEnabled();
  await expect(alert).toBeHidden();
});
