import { expect, saveScreenshot, test } from '../support/fixtures';
import { createFreshAccount } from '../support/api-account';
import { logIn } from '../support/login';
import { findCompanyWithFinancialInfo } from '../support/companies';
import { grantPoints } from '../support/points';

function pointBadgeName(point: number): string {
  return `보유 포인트 ${point.toLocaleString('ko-KR')}P, 포인트 내역 보기`;
}

test('a member unlocks financial info once, favourites the company and prints the report', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await createFreshAccount();
  const company = await findCompanyWithFinancialInfo();
  const balance = company.cost + 50;
  await grantPoints(account.email, balance);
  await logIn(page, account);

  await page.goto(`/company/${company.id}`);
  await expect(page.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible();
  await expect(page.getByRole('link', { name: pointBadgeName(balance) })).toBeVisible();
  const financial = page.getByRole('region', { name: '재무·신용 정보' });
  const unlockButton = financial.getByRole('button', { name: `${company.cost}P로 열람하기` });
  await expect(unlockButton).toBeVisible();
  await expect(financial.getByText('매출 규모')).toBeVisible();
  await saveScreenshot(page, testInfo, 'company-detail-locked');

  await unlockButton.click();
  const confirm = page.getByRole('dialog', { name: '재무·신용 정보 열람' });
  await expect(confirm).toContainText(
    `${company.cost}P를 사용해 재무·신용 정보를 열람할까요? 보유 포인트 ${balance.toLocaleString('ko-KR')}P`,
  );
  await saveScreenshot(page, testInfo, 'company-detail-confirm');
  await confirm.getByRole('button', { name: '확인' }).click();
  await expect(confirm).toBeHidden();

  await expect(financial.getByRole('heading', { name: '매출 추이' })).toBeVisible();
  await expect(financial.getByRole('table', { name: /연도별 매출/ })).toBeVisible();
  // The header badge follows the charge without a reload.
  await expect(page.getByRole('link', { name: pointBadgeName(50) })).toBeVisible();
  await saveScreenshot(page, testInfo, 'company-detail-unlocked');

  // Charged once: after a reload the info is open and the balance is unchanged.
  await page.reload();
  await expect(financial.getByRole('heading', { name: '매출 추이' })).toBeVisible();
  await expect(financial.getByRole('button', { name: /열람하기/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: pointBadgeName(50) })).toBeVisible();

  const favourite = page.getByRole('button', { name: '관심 기업' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: '관심 기업' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/myPage/favorite');
  await expect(page.getByText(company.companyName).first()).toBeVisible();
  await page.goto('/myPage/view');
  await expect(page.getByText(company.companyName).first()).toBeVisible();

  await page.goto(`/company/${company.id}`);
  await financial.getByRole('link', { name: '보고서 인쇄' }).click();
  await expect(page).toHaveURL(new RegExp(`/report/company/${company.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '재무·신용 정보' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'company-report');
});

test('too few points opens the dialog with the balance and a way to charge', async ({
  page,
}, testInfo) => {
  const account = await createFreshAccount();
  const company = await findCompanyWithFinancialInfo();
  await logIn(page, account);

  await page.goto(`/company/${company.id}`);
  const financial = page.getByRole('region', { name: '재무·신용 정보' });
  await financial.getByRole('button', { name: `${company.cost}P로 열람하기` }).click();
  const dialog = page.getByRole('dialog', { name: '포인트가 부족합니다' });
  await expect(dialog).toContainText('보유 포인트 0P');
  await saveScreenshot(page, testInfo, 'company-detail-insufficient');
  await dialog.getByRole('link', { name: '포인트 충전하러 가기' }).click();
  // 포인트 충전, with the way back to this company once paid.
  await expect(page).toHaveURL(
    new RegExp(`/myPage/point\\?tab=2&returnTo=%2Fcompany%2F${company.id}$`),
  );
});

test('the report of a company not unlocked says so and charges nothing', async ({ page }) => {
  const account = await createFreshAccount();
  const company = await findCompanyWithFinancialInfo();
  await grantPoints(account.email, company.cost);
  await logIn(page, account);

  await page.goto(`/report/company/${company.id}`);
  await expect(
    page.getByRole('heading', { name: '재무·신용 정보를 열람한 뒤 볼 수 있습니다' }),
  ).toBeVisible();
  await page.getByRole('link', { name: '업체 정보로 돌아가기' }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}$`));
  await expect(page.getByRole('link', { name: pointBadgeName(company.cost) })).toBeVisible();
});

test('an unknown company shows the Korean 404', async ({ page }) => {
  const account = await createFreshAccount();
  await logIn(page, account);
  await page.goto('/company/987654321');
  await expect(page.getByRole('heading', { name: '업체를 찾을 수 없습니다' })).toBeVisible();
});
