import type { Page } from '@playwright/test';
import { callApi } from '../support/api-account';
import { expect, saveViewportScreenshot, test } from '../support/fixtures';
import { CORPORATION_ACCOUNT } from '../support/accounts';
import { isPhone, logIn } from '../support/login';
import { expectTouchTargets, findSmallTouchTargets } from '../support/touch-targets';

// WCAG 2.2 2.5.8 everywhere, and 44 × 44 px on a phone: a newcomer's first pages, with the
// header's search switch, the list filters (chips in force and the filter sheet) and join step 1.

async function findSeededIds() {
  const data = await callApi<{
    enterprises: { nodes: Array<{ id: string }> };
    announcements: { nodes: Array<{ id: string }> };
  }>(
    '{ enterprises(paging: { first: 1 }) { nodes { id } } announcements(paging: { first: 1 }) { nodes { id } } }',
  );
  const companyId = data.enterprises.nodes[0]?.id;
  const announcementId = data.announcements.nodes[0]?.id;
  if (!companyId || !announcementId) throw new Error('시드 업체나 견적 요청이 없습니다.');
  return { companyId, announcementId };
}

/** A list page with a filter in force (its chips shown), then its filter panel or sheet. */
async function checkListPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('list', { name: '선택한 필터' })).toBeVisible();
  await expect(page.getByText(/^총 [\d,]+/).first()).toBeVisible({ timeout: 30_000 });
  await expectTouchTargets(page);
  await saveViewportScreenshot(page, test.info(), `touch${new URL(page.url()).pathname}-list`);
  if (!isPhone(page)) return;
  await page.getByRole('button', { name: /^필터/ }).click();
  const sheet = page.getByRole('dialog', { name: '필터' });
  await expect(sheet).toBeVisible();
  await expectTouchTargets(page, sheet);
  await saveViewportScreenshot(page, test.info(), `touch${new URL(page.url()).pathname}-sheet`);
  await sheet.getByRole('button', { name: /닫기/ }).first().click();
  await expect(sheet).toBeHidden();
}

test('every target of the first pages is 44 px on a phone and 24 px wider', async ({ page }) => {
  test.setTimeout(120_000);
  const { companyId, announcementId } = await findSeededIds();
  for (const path of ['/', '/auth/login', '/auth/join1', `/bid/${announcementId}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectTouchTargets(page);
    await saveViewportScreenshot(page, test.info(), `touch${path.replace(/\W+/g, '-')}`);
  }
  await checkListPage(
    page,
    '/company?locations=서울특별시&page=1&sorting=1&portfolioVisible=false',
  );
  await checkListPage(page, '/bid?emergency=true');
  // A company's page is for members: with a member's header too.
  await logIn(page, CORPORATION_ACCOUNT);
  await page.goto(`/company/${companyId}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /보유 포인트/ }).first()).toBeVisible();
  await expectTouchTargets(page);
});

// The check itself must be able to fail, and name the offender by what a reader hears.
test('the touch-target check names a small control by its accessible name', async ({ page }) => {
  await page.goto('/terms/serviceTerms');
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'small-target';
    button.textContent = '작은 버튼';
    button.style.cssText = 'height: 20px; width: 20px; padding: 0; font-size: 10px';
    document.querySelector('main')?.prepend(button);
  });
  const offenders = await findSmallTouchTargets(page, 44);
  expect(offenders).toContainEqual(
    expect.objectContaining({ name: '작은 버튼', role: 'button', height: 20 }),
  );
  await page.evaluate(() => document.getElementById('small-target')?.remove());
});
