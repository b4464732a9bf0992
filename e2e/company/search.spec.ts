import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../support/fixtures';
import { isPhone } from '../support/login';
import { E2E_API_URL } from '../support/sms';

/** The header search bar outside the home page (desktop header or phone compact bar). */
function headerSearch(page: Page) {
  return page.getByRole('banner').getByRole('searchbox');
}

async function readAnyCompany(): Promise<{ uniqueId: string; companyName: string }> {
  const response = await fetch(`${E2E_API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ enterprises(paging: { first: 1 }) { nodes { uniqueId companyName } } }',
    }),
  });
  const body = (await response.json()) as {
    data?: { enterprises: { nodes: Array<{ uniqueId: string; companyName: string | null }> } };
  };
  const company = body.data?.enterprises.nodes[0];
  if (!company?.companyName)
    throw new Error(`데모 업체를 찾지 못했습니다: ${JSON.stringify(body)}`);
  return { uniqueId: company.uniqueId, companyName: company.companyName };
}

test.describe('header search', () => {
  test('search by trade through the dropdown, with the keyboard', async ({ page }, testInfo) => {
    await page.goto('/company');
    const input = headerSearch(page);
    await input.fill('철근');

    const dropdown = page.getByRole('group', { name: '‘철근’ 업종 선택' });
    await expect(dropdown).toBeVisible();
    const leaf = dropdown.getByRole('checkbox', { name: /철근·콘크리트 > 철근공사$/ });
    await expect(leaf).toBeVisible();
    // Only DEPTH_3 leaves (and the per-parent 전체 entries) are offered, as breadcrumbs.
    await expect(dropdown.getByRole('checkbox', { name: /철근·콘크리트 > 전체$/ })).toBeVisible();
    const box = await dropdown.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(322);
    await saveScreenshot(page, testInfo, 'search-dropdown');

    // Keyboard: ArrowDown enters the list, Space ticks, Escape closes and returns to the input.
    await input.focus();
    await page.keyboard.press('ArrowDown');
    const firstOption = dropdown.getByRole('checkbox').first();
    await expect(firstOption).toBeFocused();
    await page.keyboard.press('Space');
    await expect(firstOption).toBeChecked();
    await page.keyboard.press('Space');
    await expect(firstOption).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(input).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(dropdown).toBeVisible();
    await leaf.check();
    await expect(leaf).toBeChecked();
    await expect(dropdown.getByText('1개 선택됨')).toBeVisible();
    await dropdown.getByRole('button', { name: '적용' }).click();

    await expect(page).toHaveURL(/\/company\?categories=\d+/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      page: '1',
      sorting: '1',
      portfolioVisible: 'false',
      k: '철근',
      s: '1',
    });
    await expect(page.getByTestId('company-card').first()).toBeVisible();
    await expect(input).toHaveValue('철근');
    await saveScreenshot(page, testInfo, 'search-trade-results');

    // Reloading the shared URL shows the keyword back in the bar.
    await page.reload();
    await expect(headerSearch(page)).toHaveValue('철근');
  });

  test('a company unique number skips the dropdown and finds the company', async ({
    page,
  }, testInfo) => {
    const company = await readAnyCompany();
    await page.goto('/company');
    const input = headerSearch(page);
    await input.fill(` ${company.uniqueId.toLowerCase()} `);
    await page.waitForTimeout(400);
    await expect(page.getByRole('group', { name: /업종 선택/ })).toHaveCount(0);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${company.uniqueId}`));
    await expect(page.getByTestId('company-card').first()).toContainText(company.companyName);
    await saveScreenshot(page, testInfo, 'search-unique-number');
  });

  test('an unknown trade keeps the dropdown closed', async ({ page }) => {
    await page.goto('/company');
    await headerSearch(page).fill('없는업종이름입니다');
    await page.waitForTimeout(800);
    await expect(page.getByRole('group', { name: /업종 선택/ })).toHaveCount(0);
  });

  test('recent searches: newest first, delete one, delete all with confirmation', async ({
    page,
  }, testInfo) => {
    // The home page has the main search (the only one on phones); searching from it records too.
    await page.goto('/');
    const mainSearch = page.getByRole('main').getByRole('searchbox');
    await mainSearch.fill('방수');
    await mainSearch.press('Enter');
    await expect(page).toHaveURL(/\/company\?.*k=/);

    const input = headerSearch(page);
    await input.fill('도장');
    await input.press('Enter');
    await expect(page).toHaveURL(/k=%EB%8F%84%EC%9E%A5/);

    await page.goto('/');
    const homeSearch = page.getByRole('main').getByRole('searchbox');
    await homeSearch.focus();
    const panel = page.getByRole('main').getByRole('group', { name: '최근 검색어' });
    await expect(panel).toBeVisible();
    // The main search shows its help tip under the bar, so the panel does not repeat it.
    await expect(page.getByRole('main').getByText(/업종 또는 업체 고유번호\(예/)).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveText(['도장', '방수']);
    await saveScreenshot(page, testInfo, 'search-recent-home');

    await panel.getByRole('button', { name: '방수 삭제' }).click();
    await expect(panel.getByRole('listitem')).toHaveText(['도장']);

    await panel.getByRole('button', { name: '모두 삭제' }).click();
    const dialog = page.getByRole('dialog', { name: '최근 검색어를 모두 삭제하시겠습니까?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '모두 삭제' }).click();
    await expect(dialog).toBeHidden();
    await homeSearch.focus();
    await expect(
      page
        .getByRole('main')
        .getByRole('group', { name: '최근 검색어' })
        .getByText('최근 검색어가 없어요.'),
    ).toBeVisible();
    const stored = await page.evaluate(() =>
      window.localStorage.getItem('gongsa.recentSearches.company'),
    );
    expect(stored).toBeNull();
  });

  test('typing on /company keeps k in the URL without navigating', async ({ page }) => {
    await page.goto('/company?page=1&sorting=1&portfolioVisible=false');
    await headerSearch(page).fill('콘크리트');
    await expect(page).toHaveURL(/k=%EC%BD%98%ED%81%AC%EB%A6%AC%ED%8A%B8/);
    expect(new URL(page.url()).searchParams.get('s')).toBe('1');
  });

  test('the search bar is usable at the current size', async ({ page }, testInfo) => {
    await page.goto('/company');
    const input = headerSearch(page);
    await expect(input).toBeVisible();
    const box = await input.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(isPhone(page) ? 120 : 200);
    await input.fill('도장');
    await expect(page.getByRole('group', { name: '‘도장’ 업종 선택' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'search-dropdown-doojang');
  });

  test('the placeholder fits the bar in either mode (issue 13: cut off at 390 px)', async ({
    page,
  }) => {
    // Each list opens the bar in its own mode (a visitor cannot switch: that asks for a login).
    for (const [path, mode] of [
      ['/company', '업체 검색'],
      ['/bid', '견적 의뢰'],
    ] as const) {
      await page.goto(path);
      const modes = page.getByRole('banner').getByRole('radiogroup', { name: '검색 유형' });
      await expect(modes.getByRole('radio', { name: mode })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      // The placeholder's words typed into the input itself (same font and width), then cleared.
      const fit = await headerSearch(page).evaluate(async (element: HTMLInputElement) => {
        await document.fonts.ready;
        element.value = element.placeholder;
        const fit = {
          placeholder: element.placeholder,
          width: element.scrollWidth,
          room: element.clientWidth,
        };
        element.value = '';
        return fit;
      });
      expect(fit.placeholder.length).toBeGreaterThan(0);
      expect(fit.width, `‘${fit.placeholder}’`).toBeLessThanOrEqual(fit.room);
    }
  });
});
