import type { Page } from '@playwright/test';
import {
  callApiAs,
  createFreshAccount,
  createFreshCompanyAccount,
  signInAs,
} from '../support/api-account';
import { PNG } from '../support/bids';
import { expect, expectAccessible, saveScreenshot, test } from '../support/fixtures';
import { logIn, logOut } from '../support/login';
import { reviewInnovationProduct } from '../support/mall';

/*
 * Issue 16, the innovation product mall: a company adds a product → it waits for review (심사 중)
 * → an operator approves it (the development endpoint stands in for the back office) → it is on
 * /mall → a member opens it and follows 구매하러 가기 (a new tab) → the click count rises by one,
 * and a second click the same day does not raise it.
 */

async function shoot(page: Page, testInfo: Parameters<typeof saveScreenshot>[1], name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

/** Clicks 구매하러 가기: the shop opens in a new tab while the click is recorded on the side. */
async function followPurchaseLink(page: Page): Promise<void> {
  const recorded = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes('increaseInnovationProductLinkClick'),
  );
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /구매하러 가기/ }).click(),
  ]);
  await recorded;
  await popup.close();
}

test('a company adds a product; once approved it is on the mall and a member’s click counts once a day', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const name = `저소음 방음벽 패널 ${testInfo.project.name}${Date.now() % 1e6}`;
  const company = await createFreshCompanyAccount('혁신소재', '김대표');
  await logIn(page, company);

  // The empty list says what the area is for and offers the form.
  await page.goto('/myPage/product');
  await expect(page.getByText('아직 등록한 혁신제품이 없어요')).toBeVisible();
  await shoot(page, testInfo, 'mall-my-empty');
  await page.getByRole('link', { name: '첫 혁신제품 등록하기' }).click();
  await expect(page).toHaveURL(/\/myPage\/product\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: '혁신제품 등록' })).toBeVisible();

  // Submitting empty: the shared schema's Korean messages, focus on the first field.
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('제품명을 입력해 주세요.')).toBeVisible();
  await expect(page.getByLabel('제품명')).toBeFocused();

  await page.getByLabel('제품명').fill(name);
  await page.getByLabel('분류').selectOption('BUILDING_MATERIAL');
  await page.getByLabel('혁신제품 지정번호').fill('2025-혁신-0142');
  await page.getByLabel('지정 시작일').fill('2025-01-01');
  await page.getByLabel('지정 종료일').fill('2024-12-31');
  await page.getByLabel('가격 (원)').fill('185000');
  await expect(page.getByLabel('가격 (원)')).toHaveValue('185,000');
  await expect(page.getByText('18만 5,000원')).toBeVisible();
  await page.getByLabel('한 줄 소개').fill('도심 공사장 소음을 10dB 줄이는 조립식 패널');
  await page
    .getByLabel('상세 설명')
    .fill('알루미늄 흡음재와 재생 플라스틱 프레임으로 만들었습니다.');
  await page.getByLabel('구매 페이지 주소').fill('javascript:alert(1)');
  await page
    .locator('#bid-imageIds')
    .setInputFiles([{ name: '패널.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByText('업로드 완료')).toHaveCount(1, { timeout: 20_000 });

  // The end before the start and a non-http address are refused before anything is sent.
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('지정 종료일은 시작일과 같거나 이후로 선택해 주세요.')).toBeVisible();
  await expect(page.getByLabel('지정 종료일')).toBeFocused();
  await expect(
    page.getByText('구매 페이지 주소는 http:// 또는 https://로 시작하는 웹 주소로 입력해 주세요.'),
  ).toBeVisible();
  await page.getByLabel('지정 종료일').fill('2099-12-31');
  // The shop is a page of our own site here: the test's browser has no internet.
  await page.getByLabel('구매 페이지 주소').fill(new URL('/terms/serviceTerms', page.url()).href);
  await expectAccessible(page, testInfo);
  await shoot(page, testInfo, 'mall-form');
  await page.getByRole('button', { name: '등록하기' }).click();

  // It waits for review: on the owner's list with its badge, not on the mall.
  await expect(page).toHaveURL(/\/myPage\/product$/);
  await expect(page.getByRole('heading', { name: '내 혁신제품 1개' })).toBeVisible();
  await expect(page.getByText('심사 중')).toBeVisible();
  await expectAccessible(page, testInfo);
  await shoot(page, testInfo, 'mall-my-pending');

  const token = await signInAs(company);
  const { myInnovationProducts } = await callApiAs<{
    myInnovationProducts: { nodes: Array<{ id: string }> };
  }>(token, '{ myInnovationProducts { nodes { id } } }');
  const productId = myInnovationProducts.nodes[0]!.id;
  await reviewInnovationProduct(productId, 'APPROVE');
  await page.reload();
  await expect(page.getByText('게시 중')).toBeVisible();

  // A member finds it on the mall and opens it.
  await logOut(page);
  const member = await createFreshAccount();
  await logIn(page, member);
  await page.goto('/mall');
  await expect(page.getByRole('heading', { level: 1, name: '혁신제품몰' })).toBeVisible();
  const search = page.getByRole('search', { name: '혁신제품 찾기' });
  await search.getByLabel('혁신제품 검색').fill(name);
  await search.getByRole('button', { name: '검색' }).click();
  await expect(page.getByRole('heading', { name: /검색 결과 1개/ })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shoot(page, testInfo, 'mall-list');
  await page.getByRole('link', { name }).click();

  await expect(page).toHaveURL(new RegExp(`/mall/${productId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('2025-혁신-0142')).toBeVisible();
  await expect(page.getByText('2025.01.01 ~ 2099.12.31')).toBeVisible();
  await expect(page.getByText('18만 5,000원')).toBeVisible();
  const purchase = page.getByRole('link', { name: /구매하러 가기/ });
  await expect(purchase).toHaveAttribute('target', '_blank');
  await expect(purchase).toHaveAttribute('rel', /noopener/);
  const clicks = page.getByTestId('link-click-count');
  await expect(clicks).toHaveText('0');
  await expectAccessible(page, testInfo);
  await shoot(page, testInfo, 'mall-detail');

  await followPurchaseLink(page);
  await expect(clicks).toHaveText('1');
  // The same member again the same day: recorded, not counted.
  await followPurchaseLink(page);
  await expect(clicks).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('link-click-count')).toHaveText('1');
});

test('a consumer is told why there is no product form', async ({ page }, testInfo) => {
  const consumer = await createFreshAccount();
  await logIn(page, consumer);
  await page.goto('/myPage/product/new');
  await expect(
    page.getByText('혁신제품은 사업자 회원(법인, 개인 사업자)만 등록할 수 있습니다.'),
  ).toBeVisible();
  await expect(page.getByLabel('제품명')).toHaveCount(0);
  await shoot(page, testInfo, 'mall-consumer');
});
