import type { Locator, Page } from '@playwright/test';
import {
  callApiAs,
  createFreshAccount,
  createFreshCompanyAccount,
  readProfileIdAs,
  signInAs,
} from '../support/api-account';
import { PNG } from '../support/bids';
import { expect, expectAccessible, saveScreenshot, test } from '../support/fixtures';
import { logIn, logOut } from '../support/login';
import { readHeaderProgress } from '../support/profile-progress';

/*
 * Issue 15, portfolios: a company adds a portfolio with photos → its completion ring gains the
 * bonus (+10 for 법인) → the portfolio shows on its company page and the company in
 * /company?portfolioVisible=true → another member opens it there and favourites it (찜).
 */

async function selectFirstOption(select: Locator) {
  await expect(select).toBeEnabled();
  await expect(select.locator('option')).not.toHaveCount(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value ?? '');
}

async function shoot(page: Page, testInfo: Parameters<typeof saveScreenshot>[1], name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

const TITLE = '강남구 아파트 욕실 리모델링';

test('a company adds a portfolio with photos; it earns the bonus, shows on its page and gets favourited', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const company = await createFreshCompanyAccount('포폴건설', '김대표');
  const token = await signInAs(company);
  const profileId = await readProfileIdAs(token);
  const { me } = await callApiAs<{ me: { profile: { companyName: string } } }>(
    token,
    '{ me { profile { companyName } } }',
  );
  const companyName = me.profile.companyName;

  await logIn(page, company);
  const before = await readHeaderProgress(page);

  // The empty list says what a portfolio is for and offers the form.
  await page.goto('/myPage/portfolio');
  await expect(page.getByText('아직 등록한 포트폴리오가 없어요')).toBeVisible();
  await shoot(page, testInfo, 'portfolio-my-empty');
  await page.getByRole('link', { name: '첫 포트폴리오 등록하기' }).click();
  await expect(page).toHaveURL(/\/myPage\/portfolio\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: '포트폴리오 등록' })).toBeVisible();

  // Submitting empty: the shared schema's Korean messages, focus on the first field.
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();
  await expect(page.getByLabel('제목')).toBeFocused();

  await page.getByLabel('제목').fill(TITLE);
  await page.getByLabel('공사 유형').fill('리모델링');
  await selectFirstOption(page.getByLabel('대분류'));
  await selectFirstOption(page.getByLabel('업종', { exact: true }));
  await selectFirstOption(page.getByLabel('세부 업종'));
  await page.getByRole('button', { name: '업종 추가' }).click();
  await page.getByLabel('시/도').selectOption('서울특별시');
  await page.getByLabel('시/군/구').selectOption('강남구');
  await page.getByLabel('공사 규모').fill('32평');
  await page.getByRole('radio', { name: '직접 입력' }).check();
  await page.getByLabel('금액 (원)').fill('12000000');
  await expect(page.getByText('1,200만원')).toBeVisible();
  await page.getByLabel('공사 시작일').fill('2026-03-01');
  await page.getByLabel('공사 종료일').fill('2026-02-01');
  await page.getByLabel('설명').fill('욕실 두 곳을 철거한 뒤 방수와 타일 시공을 했습니다.');
  await page.locator('#bid-imageIds').setInputFiles([
    { name: '욕실-전.png', mimeType: 'image/png', buffer: PNG },
    { name: '욕실-후.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByText('업로드 완료')).toHaveCount(2, { timeout: 20_000 });
  await page.getByRole('radio', { name: '욕실-후.png 대표 이미지로 선택' }).check();
  await page.getByRole('button', { name: '욕실-후.png 위로' }).click();

  // The end before the start is refused before anything is sent.
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('공사 종료일은 시작일과 같거나 이후로 선택해 주세요.')).toBeVisible();
  await expect(page.getByLabel('공사 종료일')).toBeFocused();
  await page.getByLabel('공사 종료일').fill('2026-03-20');
  await expectAccessible(page, testInfo);
  await shoot(page, testInfo, 'portfolio-form');
  await page.getByRole('button', { name: '등록하기' }).click();

  await expect(page).toHaveURL(/\/myPage\/portfolio$/);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: '내 포트폴리오 1건' })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shoot(page, testInfo, 'portfolio-my-list');
  // 법인: +10 with the first live portfolio.
  await expect.poll(() => readHeaderProgress(page)).toBe(Math.min(100, before + 10));

  // The company page: the gallery, then the detail dialog with keyboard-navigable photos.
  await page.goto(`/company/${profileId}`);
  const gallery = page.locator('#portfolio');
  const open = gallery.getByRole('button', { name: TITLE });
  await expect(open).toBeVisible();
  await gallery.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'portfolio-gallery', { fullPage: false });
  await open.click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('1 / 2')).toBeVisible();
  await dialog.getByRole('button', { name: '다음 사진' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('2 / 2')).toBeVisible();
  await expect(dialog.getByText('1,200만원')).toBeVisible();
  await expectAccessible(page, testInfo);
  await saveScreenshot(page, testInfo, 'portfolio-detail-owner', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The directory's 포트폴리오 filter finds the company by its real rows.
  await page.goto(
    `/company?search=${encodeURIComponent(companyName)}&page=1&sorting=1&portfolioVisible=true`,
  );
  await expect(page.getByRole('link', { name: new RegExp(companyName) }).first()).toBeVisible();

  // Another member favourites it from the detail dialog.
  await logOut(page);
  const member = await createFreshAccount();
  await logIn(page, member);
  await page.goto(`/company/${profileId}`);
  await page.locator('#portfolio').getByRole('button', { name: TITLE }).click();
  const memberDialog = page.getByRole('dialog', { name: TITLE });
  const heart = memberDialog.getByRole('button', { name: '찜한 포트폴리오' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, testInfo, 'portfolio-detail', { fullPage: false });
  await page.keyboard.press('Escape');

  // It is in the member's 관심 목록 › 포트폴리오, counted on the tab; un-favouriting empties both.
  await page.goto('/myPage/favorite?tab=portfolio');
  await expect(page.getByTestId('favorite-count-portfolio')).toHaveText('1');
  const favorites = page.locator('section[aria-labelledby="favorite-portfolios-heading"]');
  await expect(favorites.getByRole('heading', { name: '관심 포트폴리오 1건' })).toBeVisible();
  await expect(favorites.getByRole('button', { name: TITLE, exact: true })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shoot(page, testInfo, 'portfolio-favorites');
  await favorites.getByRole('button', { name: `${TITLE} 관심 해제` }).click();
  await expect(page.getByText('관심 포트폴리오가 없어요')).toBeVisible();
  await expect(page.getByTestId('favorite-count-portfolio')).toHaveText('0');
});

test('a consumer is told why there is no portfolio form', async ({ page }, testInfo) => {
  const consumer = await createFreshAccount();
  await logIn(page, consumer);
  await page.goto('/myPage/portfolio/new');
  await expect(
    page.getByText('포트폴리오는 업체 회원(법인, 개인 사업자, 기술자)만 등록할 수 있습니다.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByLabel('제목')).toHaveCount(0);
  await shoot(page, testInfo, 'portfolio-consumer');
});
