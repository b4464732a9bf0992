import type { Page, TestInfo } from '@playwright/test';
import { createFreshAccount, type FreshAccount } from '../support/api-account';
import { expect, expectAccessible, saveScreenshot, test } from '../support/fixtures';
import { findCompanyWithFinancialInfo } from '../support/companies';
import { isPhone, logIn } from '../support/login';

// Issue 14 against the local payment sandbox the API serves (ADR 0028): a point purchase through
// the payment window, a card subscription and its cancellation, a declined first charge, and a
// refund of bought points. Each test makes its own member: money journeys must start clean.

const CARD = { number: '4111-1111-1111-1111', expiry: '12/30', idNo: '900101', password: '12' };
/** The sandbox registers it, and declines every charge made with it (잔액 부족). */
const DECLINING_CARD_NUMBER = '4000-0000-0000-0028';
const PLAN_NAME = '프리미엄 구독';

/** A full-page screenshot from the top: the sticky header otherwise lands mid-page. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

async function logInFresh(page: Page): Promise<FreshAccount> {
  const account = await createFreshAccount();
  await logIn(page, account);
  return account;
}

/**
 * 포인트 충전 → the sandbox window (the API's page, checked with axe like ours) → 결제하기 →
 * /payment/return → the receipt.
 */
async function buyPoints(page: Page, testInfo: TestInfo, packName: string, screenshot?: string) {
  await page.goto('/myPage/point?tab=2');
  await page.getByTestId('point-pack').filter({ hasText: packName }).first().click();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
  await expect(page.getByRole('heading', { name: '결제하기', level: 1 })).toBeVisible();
  await expect(page.getByText(packName)).toBeVisible();
  // A click-driven navigation: the fixture checks only page.goto's pages and the last one.
  await expectAccessible(page, testInfo);
  if (screenshot) await shoot(page, testInfo, screenshot);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/myPage\/point\/receipt\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  await expectAccessible(page, testInfo);
}

async function fillCardForm(page: Page, cardNumber: string) {
  const form = page.getByRole('region', { name: /카드 등록|카드로 변경/ });
  await form.getByLabel('카드 번호').fill(cardNumber);
  await form.getByLabel('유효기간 (MM/YY)').fill(CARD.expiry);
  await form.getByLabel('비밀번호 앞 2자리').fill(CARD.password);
  await form.getByLabel('생년월일 6자리 또는 사업자등록번호 10자리').fill(CARD.idNo);
  return form;
}

/** The desktop account menu's 구독 line (the phone's header has no place that shows the plan). */
async function readAccountMenuPlan(page: Page): Promise<string> {
  await page.getByRole('button', { name: /내 계정 메뉴/ }).click();
  const menuFigures = page
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: '보유 포인트' }) });
  const line = menuFigures
    .locator('dt', { hasText: /^구독$/ })
    .locator('xpath=following-sibling::dd[1]');
  const text = (await line.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

test('포인트 충전: 결제창에서 결제하면 영수증이 열리고 포인트가 들어온다', async ({
  page,
}, testInfo) => {
  await logInFresh(page);
  await buyPoints(page, testInfo, '포인트 10,000', 'payments-sandbox-window');
  await shoot(page, testInfo, 'payments-receipt');
  await page.goto('/myPage/point?tab=1');
  await expect(page.getByTestId('point-nowPoint')).toHaveText('10,000P');
});

test('포인트가 부족하면 충전하러 가서 결제하고, 돌아와 재무 정보를 연다', async ({
  page,
}, testInfo) => {
  await logInFresh(page);
  const company = await findCompanyWithFinancialInfo();
  await page.goto(`/company/${company.id}`);
  const financial = page.getByRole('region', { name: '재무·신용 정보' });
  await financial.getByRole('button', { name: `${company.cost}P로 열람하기` }).click();
  await page
    .getByRole('dialog', { name: '포인트가 부족합니다' })
    .getByRole('link', { name: '포인트 충전하러 가기' })
    .click();
  await expect(page).toHaveURL(/\/myPage\/point\?tab=2&returnTo=/);

  // The pack with a bonus: 30,000P paid and 1,500P given, as two ledger rows.
  await page.getByTestId('point-pack').filter({ hasText: '포인트 30,000' }).first().click();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('1,500P').first()).toBeVisible();
  await page.getByRole('link', { name: '이전 화면으로 돌아가기' }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}$`));

  await financial.getByRole('button', { name: `${company.cost}P로 열람하기` }).click();
  await page
    .getByRole('dialog', { name: '재무·신용 정보 열람' })
    .getByRole('button', { name: '확인' })
    .click();
  await expect(financial.getByRole('heading', { name: '매출 추이' })).toBeVisible();

  await page.goto('/myPage/point?tab=1');
  const balance = 31_500 - company.cost;
  await expect(page.getByTestId('point-nowPoint')).toHaveText(
    `${balance.toLocaleString('ko-KR')}P`,
  );
  const rows = page.getByTestId('point-history-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('사용');
  await expect(rows.nth(1)).toContainText('+1,500P');
  await expect(rows.nth(2)).toContainText('+30,000P');
  await shoot(page, testInfo, 'payments-ledger-after-unlock');
  // The ledger's filters: 사용 shows the spend only, and the URL keeps the choice.
  const kinds = page.getByRole('group', { name: '내역 종류' });
  await kinds.getByRole('button', { name: '사용' }).click();
  await expect(page).toHaveURL(/tab=1&kind=used/);
  await expect(kinds.getByRole('button', { name: '사용' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`-${company.cost}P`);
  await kinds.getByRole('button', { name: '충전·적립' }).click();
  await expect(rows).toHaveCount(2);
});

test('결제창에서 취소하면 결제가 완료되지 않았다고 알리고 아무것도 충전하지 않는다', async ({
  page,
}, testInfo) => {
  await logInFresh(page);
  await page.goto('/myPage/point?tab=2');
  await page.getByTestId('point-pack').filter({ hasText: '포인트 10,000' }).first().click();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되지 않았습니다' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText('결제가 취소되었거나 완료되지 않았습니다. 다시 시도해 주세요.'),
  ).toBeVisible();
  await expectAccessible(page, testInfo);
  await shoot(page, testInfo, 'payments-receipt-cancelled');
  await page.getByRole('link', { name: '다시 충전하기' }).click();
  await expect(page).toHaveURL(/\/myPage\/point\?tab=2/);
  await page.goto('/myPage/point?tab=1');
  await expect(page.getByTestId('point-nowPoint')).toHaveText('0P');
});

test('구독 관리: 카드를 등록해 구독하고, 해지하면 구독 종료 예정이 된다', async ({
  page,
}, testInfo) => {
  await logInFresh(page);
  await page.goto('/myPage/point?tab=3');
  const offer = page.getByTestId('subscription-offer').filter({ hasText: PLAN_NAME });
  await expect(offer).toContainText('39,000원/월');
  await expect(offer).toContainText('모든 기업 재무·신용 정보 무료 열람');
  await shoot(page, testInfo, 'payments-subscription-offer');

  // No card yet: the card form comes first, checked on submit with the API's rules.
  await offer.getByRole('button', { name: '구독하기' }).click();
  const form = page.getByRole('region', { name: '결제 카드 등록' });
  await expect(form).toContainText('카드 정보는 결제 대행사에만 전달되고 저장하지 않아요.');
  await form.getByRole('button', { name: '카드 등록하고 계속' }).click();
  const cardNumber = form.getByLabel('카드 번호');
  await expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(cardNumber).toBeFocused();
  await expect(form.getByRole('alert').first()).toHaveText('카드 번호를 입력해 주세요.');
  await fillCardForm(page, '4111111111111111');
  await expect(cardNumber).toHaveValue(CARD.number);
  await expect(form.getByLabel('유효기간 (MM/YY)')).toHaveValue('12/30');
  await shoot(page, testInfo, 'payments-card-form');
  await form.getByRole('button', { name: '카드 등록하고 계속' }).click();

  const confirm = page.getByRole('dialog', { name: '매월 39,000원이 결제됩니다.' });
  await expect(confirm).toContainText(PLAN_NAME);
  await confirm.getByRole('button', { name: '결제하고 구독하기' }).click();

  const plan = page.getByTestId('subscription-plan');
  await expect(plan.getByRole('heading', { name: PLAN_NAME })).toBeFocused();
  await expect(page.getByTestId('subscription-state')).toHaveText('이용 중');
  await expect(plan).toContainText('다음 결제일');
  await expect(plan).toContainText(/4111-\*{4}-\*{4}-1111/);
  await expect(page.getByTestId('payment-card')).toContainText(/4111-\*{4}-\*{4}-1111/);
  await expectAccessible(page, testInfo);
  await shoot(page, testInfo, 'payments-subscription-active');
  if (!isPhone(page)) await expect.poll(() => readAccountMenuPlan(page)).toBe(PLAN_NAME);

  // The card a plan renews on cannot be deleted: the API says why.
  await page.getByRole('button', { name: '카드 삭제' }).click();
  await page
    .getByRole('dialog', { name: '카드를 삭제할까요?' })
    .getByRole('button', { name: '카드 삭제' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: '구독 결제에 쓰이는 카드는 삭제할 수 없습니다.' }),
  ).toBeVisible();

  await plan.getByRole('button', { name: '구독 해지' }).click();
  const cancel = page.getByRole('dialog', { name: '구독을 해지할까요?' });
  await expect(cancel).toContainText(/\d{4}\.\d{2}\.\d{2}까지는 계속 이용할 수 있고/);
  await saveScreenshot(page, testInfo, 'payments-cancel-dialog', { fullPage: false });
  await cancel.getByRole('button', { name: '구독 해지' }).click();
  await expect(page.getByTestId('subscription-state')).toHaveText('구독 종료 예정');
  await expect(plan).toContainText(/\d{4}\.\d{2}\.\d{2}까지 이용할 수 있어요\./);
  await expect(plan.getByRole('heading', { name: PLAN_NAME })).toBeFocused();
  await expect(plan.getByRole('button', { name: '구독 해지' })).toHaveCount(0);
  await shoot(page, testInfo, 'payments-subscription-ending');
  // Nothing renews on the card any more: it can be deleted, the plan runs to its end.
  await page.getByRole('button', { name: '카드 삭제' }).click();
  await page
    .getByRole('dialog', { name: '카드를 삭제할까요?' })
    .getByRole('button', { name: '카드 삭제' })
    .click();
  await expect(page.getByText('등록된 카드가 없어요.')).toBeVisible();
  await expect(plan).toContainText('등록된 카드 없음');
  await expect(page.getByTestId('subscription-state')).toHaveText('구독 종료 예정');
  if (!isPhone(page)) {
    await expect.poll(() => readAccountMenuPlan(page)).toBe(`${PLAN_NAME}구독 종료 예정`);
  }
});

test('구독 관리: 카드 결제가 거절되면 그 이유를 보여 주고 구독은 시작되지 않는다', async ({
  page,
}) => {
  await logInFresh(page);
  await page.goto('/myPage/point?tab=3');
  const offer = page.getByTestId('subscription-offer').filter({ hasText: PLAN_NAME });
  await offer.getByRole('button', { name: '구독하기' }).click();
  const form = await fillCardForm(page, DECLINING_CARD_NUMBER);
  await form.getByRole('button', { name: '카드 등록하고 계속' }).click();
  await page
    .getByRole('dialog', { name: '매월 39,000원이 결제됩니다.' })
    .getByRole('button', { name: '결제하고 구독하기' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: '카드 결제가 승인되지 않았습니다.' }),
  ).toBeVisible();
  await expect(page.getByTestId('subscription-plan')).toHaveCount(0);
  await expect(offer.getByRole('button', { name: '구독하기' })).toBeEnabled();
  // The registered card stays: change it, and the plan can be bought.
  await expect(page.getByTestId('payment-card')).toContainText(/4000-\*{4}-\*{4}-0028/);
  await page.getByRole('button', { name: '카드 변경' }).click();
  const change = await fillCardForm(page, CARD.number);
  await change.getByRole('button', { name: '카드 변경' }).click();
  await expect(page.getByTestId('payment-card')).toContainText(/4111-\*{4}-\*{4}-1111/);
  await expect(page.getByRole('heading', { name: '등록된 카드' })).toBeFocused();
  await offer.getByRole('button', { name: '구독하기' }).click();
  await page
    .getByRole('dialog', { name: '매월 39,000원이 결제됩니다.' })
    .getByRole('button', { name: '결제하고 구독하기' })
    .click();
  await expect(page.getByTestId('subscription-state')).toHaveText('이용 중');
});

test('환불 신청: 충전한 포인트를 계좌로 환불 신청하면 내역과 잔액에 나타난다', async ({
  page,
}, testInfo) => {
  const account = await logInFresh(page);
  await page.goto('/myPage/point?tab=4');
  // Nothing bought yet: the API's reason, and no form.
  await expect(page.getByTestId('refund-unavailable')).toContainText('1,000P 이상일 때');
  await expect(page.getByRole('button', { name: '환불 신청' })).toHaveCount(0);
  await expect(page.getByText('환불 신청 내역이 없어요')).toBeVisible();

  await buyPoints(page, testInfo, '포인트 10,000');
  await page.goto('/myPage/point?tab=4');
  const summary = page.getByRole('region', { name: '환불 가능 금액' });
  await expect(summary).toContainText('환불 가능 포인트10,000P');
  await expect(summary).toContainText('입금 예정 금액10,000원');
  await expect(summary.getByRole('link', { name: '환불 약관 보기' })).toHaveAttribute(
    'href',
    '/terms/refundTerms',
  );
  await shoot(page, testInfo, 'payments-refund-form');

  await page.getByRole('button', { name: '환불 신청' }).click();
  await expect(page.getByLabel('은행')).toBeFocused();
  await page.getByLabel('은행').selectOption({ label: '신한은행' });
  await page.getByLabel('계좌번호').fill('110-482-193057');
  await page.getByLabel('예금주').fill(account.name);
  await page.getByRole('button', { name: '환불 신청' }).click();
  const confirm = page.getByRole('dialog', { name: '10,000포인트를 환불 신청합니다.' });
  await expect(confirm).toContainText('입금 예정 금액 10,000원');
  await confirm.getByRole('button', { name: '환불 신청' }).click();

  const row = page.getByTestId('refund-row').first();
  await expect(row).toContainText('신청');
  await expect(row).toContainText('10,000P');
  await expect(row).toContainText('입금액 10,000원');
  await expect(row).toContainText(/신한은행 110\*+3057/);
  await expect(page.getByTestId('point-refundProcessingPoint')).toHaveText('10,000P');
  await expect(page.getByTestId('point-nowPoint')).toHaveText('0P');
  await expect(page.getByTestId('refund-unavailable')).toContainText(
    '환불 신청한 10,000P를 처리하고 있습니다.',
  );
  await shoot(page, testInfo, 'payments-refund-requested');
});
