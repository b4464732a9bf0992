import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../support/fixtures';
import { callApi } from '../support/api-account';

/**
 * Issue 13, item 4: Enter searches what was typed. A word that names trades searches those trades
 * (chips the user can untick), any other word company names, and an empty result offers the other
 * reading with its real count.
 */

/** A seed company whose name matches no trade (packages/db demo data). */
const PLAIN_COMPANY_NAME = '한빛인테리어';
/** A word whose only trade (해양 구조물 설치) no seed company works in, but one company is named with. */
const NAME_ONLY_WORD = '해양';

function headerSearch(page: Page): Locator {
  return page.getByRole('banner').getByRole('searchbox');
}

function chips(page: Page): Locator {
  return page.getByRole('list', { name: '선택한 필터' });
}

/** Waits until the list has loaded and returns the 'N' of '총 N개 업체'. */
async function waitForList(page: Page): Promise<number> {
  const status = page.getByText(/^총 [\d,]+개 업체$/);
  await expect(status).toBeVisible({ timeout: 30_000 });
  return Number((await status.innerText()).replace(/\D/g, ''));
}

/** The leaf trades whose names the seed gives for a word: exactly it, or else containing it. */
async function findLeafTrades(word: string, isExact: boolean) {
  const { categoriesByName } = await callApi<{
    categoriesByName: Array<{ id: string; type: string; name: string }>;
  }>('query C($n: String!) { categoriesByName(name: $n) { id type name } }', { n: word });
  return categoriesByName.filter(
    (category) =>
      category.type === 'DEPTH_3' &&
      (isExact ? category.name === word : category.name.includes(word)),
  );
}

/** The enterprises query's own total for a search. */
async function countCompanies(variables: { ids?: string[]; search?: string }): Promise<number> {
  const { enterprises } = await callApi<{ enterprises: { totalCountCapped: { count: number } } }>(
    `query N($ids: [ID!], $f: EnterpriseFilterInput) {
      enterprises(categoryIds: $ids, filter: $f, paging: { first: 1 }) { totalCountCapped { count } }
    }`,
    { ids: variables.ids, f: variables.search ? { search: variables.search } : undefined },
  );
  return enterprises.totalCountCapped.count;
}

test('Enter on a trade searches that trade; its chip unticks it; a company name searches names', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const trades = await findLeafTrades('도배', true);
  expect(trades).toHaveLength(1);
  const tradeCount = await countCompanies({ ids: trades.map((trade) => trade.id) });
  expect(tradeCount).toBeGreaterThan(0);

  await page.goto('/company?page=1&sorting=1&portfolioVisible=false');
  const allCount = await waitForList(page);

  const input = headerSearch(page);
  await input.fill('도배');
  await input.press('Enter');

  await expect(page).toHaveURL(new RegExp(`categories=${trades[0]!.id}(&|$)`));
  expect(new URL(page.url()).searchParams.get('search')).toBeNull();
  await expect(chips(page).getByRole('button', { name: '업종 · 도배 필터 삭제' })).toBeVisible();
  expect(await waitForList(page)).toBe(tradeCount);
  await expect(page.getByTestId('company-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '‘도배’ 검색 결과' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'search-reading-trade');

  // The reading is in the URL: a reload keeps it.
  await page.reload();
  await expect(chips(page).getByRole('button', { name: '업종 · 도배 필터 삭제' })).toBeVisible();
  expect(await waitForList(page)).toBe(tradeCount);

  // Unticking the trade's chip leaves no condition: every company again.
  await chips(page).getByRole('button', { name: '업종 · 도배 필터 삭제' }).click();
  await expect(page).not.toHaveURL(/categories=/);
  expect(await waitForList(page)).toBe(allCount);

  // A company's name matches no trade: the names are searched, as before.
  await headerSearch(page).fill(PLAIN_COMPANY_NAME);
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(PLAIN_COMPANY_NAME)}`));
  await expect(page).not.toHaveURL(/categories=/);
  await expect(
    chips(page).getByRole('button', { name: `업체명 · ${PLAIN_COMPANY_NAME} 필터 삭제` }),
  ).toBeVisible();
  await expect(page.getByTestId('company-card').first()).toContainText(PLAIN_COMPANY_NAME);
});

test('a trade that finds no company offers the name reading with its count, from any page', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const trades = await findLeafTrades(NAME_ONLY_WORD, false);
  expect(trades.length).toBeGreaterThan(0);
  expect(await countCompanies({ ids: trades.map((trade) => trade.id) })).toBe(0);
  const nameCount = await countCompanies({ search: NAME_ONLY_WORD });
  expect(nameCount).toBeGreaterThan(0);

  // The header bar of another page (업체 검색 mode) goes to /company with the trade filter.
  await page.goto('/terms/serviceTerms');
  await headerSearch(page).fill(NAME_ONLY_WORD);
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/company\?.*categories=/);
  for (const trade of trades) {
    await expect(
      chips(page).getByRole('button', { name: `업종 · ${trade.name} 필터 삭제` }),
    ).toBeVisible();
  }
  expect(await waitForList(page)).toBe(0);

  const offer = page.getByRole('button', {
    name: `업체명 ‘${NAME_ONLY_WORD}’으로 찾기 (${nameCount}개 업체)`,
  });
  await expect(offer).toBeVisible();
  await saveScreenshot(page, testInfo, 'search-reading-offer-name');
  await offer.click();

  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(NAME_ONLY_WORD)}`));
  await expect(page).not.toHaveURL(/categories=/);
  expect(await waitForList(page)).toBe(nameCount);
  await expect(page.getByTestId('company-card').first()).toContainText(NAME_ONLY_WORD);

  // Back returns to the trade reading.
  await page.goBack();
  await expect(page).toHaveURL(/categories=/);
  await expect(
    chips(page).getByRole('button', { name: `업종 · ${trades[0]!.name} 필터 삭제` }),
  ).toBeVisible();
});

test('a name search that finds nothing offers the trade reading with its count', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const trades = await findLeafTrades('도배', true);
  const tradeCount = await countCompanies({ ids: trades.map((trade) => trade.id) });
  expect(tradeCount).toBeGreaterThan(0);

  // The link Enter used to write for 도배: a search of company names.
  await page.goto('/company?search=%EB%8F%84%EB%B0%B0&k=%EB%8F%84%EB%B0%B0&s=1&page=1&sorting=1');
  expect(await waitForList(page)).toBe(0);
  const offer = page.getByRole('button', { name: `업종 ‘도배’로 찾기 (${tradeCount}개 업체)` });
  await expect(offer).toBeVisible();
  await saveScreenshot(page, testInfo, 'search-reading-offer-trade');
  await offer.click();

  await expect(page).toHaveURL(new RegExp(`categories=${trades[0]!.id}(&|$)`));
  expect(new URL(page.url()).searchParams.get('search')).toBeNull();
  await expect(chips(page).getByRole('button', { name: '업종 · 도배 필터 삭제' })).toBeVisible();
  expect(await waitForList(page)).toBe(tradeCount);
  await expect(page.getByTestId('company-card').first()).toBeVisible();
});
