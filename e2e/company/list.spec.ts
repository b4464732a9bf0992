import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../support/fixtures';
import { callApi, createFreshAccount } from '../support/api-account';
import { isPhone, logIn } from '../support/login';
import { expectBackKeepsListPlace } from '../support/list-scroll';
import { holdBackNavigations } from '../support/navigation';

const SEOUL = '서울특별시';

/** The licence most Seoul companies of the seed hold, so filtering by it leaves results. */
async function findCommonSeoulLicense(): Promise<string> {
  const { enterprises } = await callApi<{
    enterprises: { nodes: Array<{ licenseNames: string[] }> };
  }>(
    'query L($f: EnterpriseFilterInput) { enterprises(filter: $f, paging: { first: 100 }) { nodes { licenseNames } } }',
    { f: { locations: [SEOUL] } },
  );
  const counts = new Map<string, number>();
  for (const node of enterprises.nodes) {
    for (const name of node.licenseNames) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('면허가 있는 서울 시드 업체를 찾지 못했습니다.');
  return best[0];
}

function cards(page: Page): Locator {
  return page.getByTestId('company-card');
}

/** Waits until the list has loaded and returns the 'N' of '총 N개 업체'. */
async function waitForList(page: Page): Promise<number> {
  await expect(page.getByTestId('company-list-loading')).toHaveCount(0, { timeout: 30_000 });
  const status = page.getByText(/^총 [\d,]+개 업체$/);
  await expect(status).toBeVisible();
  return Number((await status.innerText()).replace(/\D/g, ''));
}

async function firstCardName(page: Page): Promise<string> {
  return (await cards(page).first().getByRole('heading').innerText()).trim();
}

/** The filter panel: the sidebar on desktop, the full-screen sheet (opened here) on a phone. */
async function openFilters(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('complementary', { name: '업체 필터' });
  await page.getByRole('button', { name: /^필터/ }).click();
  const sheet = page.getByRole('dialog', { name: '필터' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test('filter by region and licence; the URL carries them and a shared link shows the same list', async ({
  page,
  context,
}, testInfo) => {
  const license = await findCommonSeoulLicense();
  await page.goto('/company?page=1&sorting=1&portfolioVisible=false');
  await expect(page.getByRole('heading', { level: 1, name: '전체 업체' })).toBeVisible();
  const allCount = await waitForList(page);
  expect(allCount).toBeGreaterThan(0);
  await saveScreenshot(page, testInfo, 'company-list');

  if (isPhone(page)) {
    // The sheet is a dialog: Escape closes it without applying and focus returns to its button.
    const sheet = await openFilters(page);
    await sheet.getByText('10억 미만', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^필터/ })).toBeFocused();
    expect(new URL(page.url()).searchParams.get('salesAmount')).toBeNull();
  }

  // Desktop: the server's answer to each filter's navigation is held back, so the licence is
  // chosen while the region's navigation is pending and must keep the region (ADR 0017 §6).
  const letThrough = isPhone(page) ? null : await holdBackNavigations(page, '/company');
  const panel = await openFilters(page);
  await panel.getByLabel('시/도').selectOption(SEOUL);
  await panel.getByText('서울 전체', { exact: true }).click();
  await panel.getByRole('button', { name: /면허 전체 보기/ }).click();
  await panel.getByText(license, { exact: true }).click();
  if (isPhone(page)) {
    await saveScreenshot(page, testInfo, 'company-filter-sheet');
    await panel.getByRole('button', { name: /^적용/ }).click();
    await expect(panel).toBeHidden();
  }

  await expect(page).toHaveURL(/licenses=\d+/);
  await letThrough?.();
  const url = new URL(page.url());
  expect(url.searchParams.get('locations')).toBe(SEOUL);
  expect(url.searchParams.get('page')).toBe('1');
  const filters = page.getByRole('list', { name: '선택한 필터' });
  await expect(filters.getByRole('button', { name: '지역 · 서울 전체 필터 삭제' })).toBeVisible();
  await expect(filters.getByRole('button', { name: `면허 · ${license} 필터 삭제` })).toBeVisible();
  const filteredCount = await waitForList(page);
  expect(filteredCount).toBeGreaterThan(0);
  expect(filteredCount).toBeLessThanOrEqual(allCount);
  const firstName = await firstCardName(page);
  await expect(cards(page).first()).toContainText(SEOUL);
  await saveScreenshot(page, testInfo, 'company-list-filtered');

  // The shared link, opened in another tab, shows the same filters and the same companies.
  const shared = await context.newPage();
  await shared.goto(page.url());
  // A cold tab loads the session, the list and the option names at once: allow a busy machine time.
  await expect(shared.getByRole('button', { name: `면허 · ${license} 필터 삭제` })).toBeVisible({
    timeout: 30_000,
  });
  expect(await waitForList(shared)).toBe(filteredCount);
  expect(await firstCardName(shared)).toBe(firstName);
  await shared.close();

  // Reloading keeps them too, and removing a chip widens the list again (back at page 1).
  await page.reload();
  expect(await waitForList(page)).toBe(filteredCount);
  await filters.getByRole('button', { name: `면허 · ${license} 필터 삭제` }).click();
  await expect(page).not.toHaveURL(/licenses=/);
  expect(await waitForList(page)).toBeGreaterThanOrEqual(filteredCount);

  // Back returns to the licence filter.
  await page.goBack();
  await expect(page).toHaveURL(/licenses=\d+/);
  expect(await waitForList(page)).toBe(filteredCount);
});

test('sorting and "더 보기" keep their place in the URL', async ({ page }, testInfo) => {
  await page.goto('/company?page=1&sorting=1&portfolioVisible=false');
  const total = await waitForList(page);
  expect(total).toBeGreaterThan(20);
  await expect(cards(page)).toHaveCount(20);

  await page.getByLabel('정렬').selectOption({ label: '리뷰 많은순' });
  await expect(page).toHaveURL(/sorting=3/);
  await waitForList(page);
  await expect(cards(page)).toHaveCount(20);
  const topName = await firstCardName(page);

  const more = page.getByRole('button', { name: /^더 보기/ });
  await more.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  // 더 보기 writes page=2 into the URL without asking the server for /company again (its server
  // render would fetch both pages only to throw them away).
  const listRouteRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.headers()['rsc'] === '1' && url.pathname === '/company') {
      listRouteRequests.push(url.search);
    }
  });
  await more.click();
  await expect(cards(page)).toHaveCount(Math.min(40, total));
  await expect(page).toHaveURL(/page=2/);
  expect(listRouteRequests).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrollBefore - 1);
  expect(await firstCardName(page)).toBe(topName);
  await saveScreenshot(page, testInfo, 'company-list-more');

  // page=2 on reload shows both pages at once.
  await page.reload();
  await waitForList(page);
  await expect(cards(page)).toHaveCount(Math.min(40, total));
  await expect(page.getByLabel('정렬')).toHaveValue('3');
  // The reload restores the scroll position; a card partly under the sticky header would count as
  // a too-small touch target in the final axe check, which is about the page, not the scroll.
  await page.evaluate(() => window.scrollTo(0, 0));
});

test('Back from a card opened after "더 보기" lands where the list was left', async ({ page }) => {
  test.setTimeout(120_000);
  // A company's page is for members.
  await logIn(page, await createFreshAccount());
  await page.goto('/company?page=1&sorting=1&portfolioVisible=false');
  const total = await waitForList(page);
  expect(total).toBeGreaterThan(26);
  await expectBackKeepsListPlace(page, cards(page), /\/company\/[^/?]+$/, total);
});

test('a unique number search shows that company', async ({ page }) => {
  const { enterprises } = await callApi<{
    enterprises: { nodes: Array<{ uniqueId: string; companyName: string | null }> };
  }>('query { enterprises(paging: { first: 1 }) { nodes { uniqueId companyName } } }');
  const [company] = enterprises.nodes;
  if (!company?.companyName) throw new Error('시드 업체가 없습니다.');
  await page.goto(
    `/company?search=${company.uniqueId.toLowerCase()}&page=1&sorting=1&portfolioVisible=false`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `고유번호 ${company.uniqueId} 검색 결과` }),
  ).toBeVisible();
  expect(await waitForList(page)).toBe(1);
  expect(await firstCardName(page)).toBe(company.companyName);
  // The card's one link opens the company (the detail page has its own spec).
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', /^\/company\/\d+$/);
});

test('an empty result offers a way out', async ({ page }, testInfo) => {
  await page.goto(
    `/company?${new URLSearchParams({
      locations: '경상북도 울릉군',
      statRange: 'REVIEW_10',
      salesAmount: 'OVER_500',
      page: '1',
      sorting: '1',
      portfolioVisible: 'true',
    })}`,
  );
  await expect(page.getByText('조건에 맞는 업체가 없어요')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '견적 요청하기' })).toHaveAttribute(
    'href',
    '/bid/upload1',
  );
  await saveScreenshot(page, testInfo, 'company-list-empty');
  await page.getByRole('button', { name: '필터 초기화' }).click();
  await expect(page).not.toHaveURL(/locations=/);
  expect(await waitForList(page)).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: '선택한 필터' })).toHaveCount(0);
});

test('distance sorting asks for the location and keeps the previous sorting when refused', async ({
  page,
  context,
}) => {
  await page.goto('/company?page=1&sorting=2&portfolioVisible=false');
  await waitForList(page);
  await page.getByLabel('정렬').selectOption({ label: '거리순' });
  await expect(page.getByRole('alert').filter({ hasText: '거리순' })).toBeVisible();
  await expect(page).toHaveURL(/sorting=2/);
  await expect(page.getByLabel('정렬')).toHaveValue('2');

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 37.4979, longitude: 127.0276 });
  await page.getByLabel('정렬').selectOption({ label: '거리순' });
  await expect(page).toHaveURL(/sorting=6/);
  await waitForList(page);
  await expect(cards(page).first()).toContainText(/\d+km/);
});
