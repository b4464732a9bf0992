import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../support/fixtures';
import { DEMO_PASSWORD } from '../support/accounts';
import { logIn } from '../support/login';

/** The demo client (CONSUMER with a completed profile) seeded by packages/db. */
const CLIENT_ACCOUNT = { email: 'consumer@gongsa.test', password: DEMO_PASSWORD };

// A valid 1×1 PNG (the API checks the content and makes thumbnails) and a minimal PDF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Picks the first real option once the select has loaded its entries. */
async function selectFirstOption(select: Locator) {
  await expect(select).toBeEnabled();
  await expect(select.locator('option')).not.toHaveCount(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value ?? '');
}

async function next(page: Page, step: number) {
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(new RegExp(`/bid/upload${step}$`));
  await expect(page.getByText(/임시 저장됨 \d{2}:\d{2}/)).toBeVisible();
}

test('a client writes an estimate request in eight steps, reloads, resumes and publishes', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await logIn(page, CLIENT_ACCOUNT);

  // Step 1: a 세부 업종 (leaf) is required.
  await page.goto('/bid/upload1');
  await expect(page.getByRole('heading', { level: 1, name: /어떤 공사의 견적/ })).toBeVisible();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('업종을 1개 이상 선택해 주세요.')).toBeVisible();
  await expect(page.getByLabel('대분류')).toBeFocused();
  await selectFirstOption(page.getByLabel('대분류'));
  await selectFirstOption(page.getByLabel('업종', { exact: true }));
  await selectFirstOption(page.getByLabel('세부 업종'));
  await page.getByRole('button', { name: '업종 추가' }).click();
  await expect(page.getByText('선택한 업종 (1/5)')).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('업종 선택');
  await saveScreenshot(page, testInfo, 'bid-upload1');
  await next(page, 2);

  // Step 2: choices and the manual address (the postcode widget cannot load without internet).
  await page.getByRole('radio', { name: '전체 (업체·기술자)' }).check();
  await page.getByRole('radio', { name: '기타' }).first().check();
  await page.getByLabel('기타 공사 종류').fill('외벽 보수');
  await page.getByRole('radio', { name: '민간 발주' }).check();
  await page.getByRole('radio', { name: '주거시설' }).check();
  await expect(page.getByText('주소 검색을 불러올 수 없어 직접 입력으로 바꿨어요.')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel('시/도').selectOption('서울특별시');
  await page.getByLabel('시/군/구').selectOption('강남구');
  await page.getByLabel('도로명 주소').fill('테헤란로 152');
  await page.getByLabel('상세 주소').fill('12층');
  await saveScreenshot(page, testInfo, 'bid-upload2');
  await next(page, 3);

  // Step 3: scope and one answered tri-state.
  await page.getByRole('radio', { name: '내부' }).check();
  await page.getByRole('radio', { name: '예', exact: true }).check();
  // 이전 keeps valid answers of the step being left.
  await page.getByRole('button', { name: '이전' }).click();
  await expect(page).toHaveURL(/\/bid\/upload2$/);
  await next(page, 3);
  await expect(page.getByRole('radio', { name: '내부' })).toBeChecked();
  await next(page, 4);

  // Step 4: description, one image, one document.
  await page
    .getByRole('textbox', { name: '공사 내용' })
    .fill('아파트 외벽 균열 보수와 방수 공사 견적을 요청합니다.');
  await page.locator('#bid-images').setInputFiles({
    name: '현장사진.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.locator('#bid-files').setInputFiles({
    name: '도면.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('업로드 완료')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: '현장사진.png 대표 이미지로 선택' })).toBeChecked();
  await saveScreenshot(page, testInfo, 'bid-upload4');
  await next(page, 5);

  // Step 5: a typed price shows separators and its Korean reading.
  await page.getByRole('radio', { name: '바로 시작하고 싶어요' }).check();
  await page.getByRole('radio', { name: '직접 입력' }).check();
  const price = page.getByLabel('금액 (원)');
  await price.fill('12000000');
  await expect(price).toHaveValue('12,000,000');
  await expect(page.getByText('1,200만원')).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-upload5');
  await next(page, 6);

  // A reload keeps everything (encrypted session storage): back on step 5 the price is there.
  await page.getByRole('button', { name: '이전' }).click();
  await expect(page).toHaveURL(/\/bid\/upload5$/);
  await page.reload();
  await expect(page.getByLabel('금액 (원)')).toHaveValue('12,000,000');

  // Leaving the wizard clears it; the saved draft is resumed from the list on step 1.
  await page.goto('/bid');
  await page.goto('/bid/upload1');
  await expect(page.getByText('선택한 업종 (0/5)')).toBeVisible();
  const drafts = page.getByRole('region', { name: /작성 중인 견적 요청/ });
  await saveScreenshot(page, testInfo, 'bid-upload1-drafts');
  await drafts
    .getByRole('link', { name: /이어서 작성/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/bid\/upload5$/);
  await expect(page.getByLabel('금액 (원)')).toHaveValue('12,000,000');
  await next(page, 6);

  // Step 6: the summary of steps 1–5.
  await expect(page.getByText('기타 (외벽 보수)')).toBeVisible();
  await expect(page.getByText('서울특별시 강남구').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-upload6');
  await next(page, 7);

  // Step 7: publisher details; a bad phone number is pointed at.
  await page.getByLabel('작성자 이름').fill('김의뢰');
  await page.getByLabel('긴급 연락처').fill('12345');
  await page.getByLabel('게시 기간').selectOption('7');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByLabel('긴급 연락처')).toBeFocused();
  await page.getByLabel('긴급 연락처').fill('010-2345-6789');
  await page.getByRole('switch', { name: '긴급 공고' }).check();
  await saveScreenshot(page, testInfo, 'bid-upload7');
  await next(page, 8);

  // Step 8: final review, then publish.
  await expect(page.getByText('010-2345-6789')).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-upload8');
  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(page.getByText('견적 요청이 등록되었어요.')).toBeVisible();
  await expect(page).toHaveURL(/\/bid\/\d+$/);
});

test('a logged-out visitor is sent to log in and then to the first missing step', async ({
  page,
}) => {
  await page.goto('/bid/upload3');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fbid%2Fupload3/);
  await page.getByLabel('이메일').fill(CLIENT_ACCOUNT.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(CLIENT_ACCOUNT.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  // Steps 1 and 2 have no data yet, so the wizard starts at step 1.
  await expect(page).toHaveURL(/\/bid\/upload1$/);
  await expect(page.getByRole('heading', { level: 1, name: /어떤 공사의 견적/ })).toBeVisible();
});

test('a company chosen on its page is shown as the invited company and can be removed', async ({
  page,
}) => {
  await logIn(page, CLIENT_ACCOUNT);
  await page.goto('/company');
  const href = await page.locator('main a[href^="/company/"]').first().getAttribute('href');
  const profileId = href?.split('/').pop() ?? '';
  expect(profileId).not.toBe('');
  await page.goto(`/bid/upload1?invitationProfileId=${profileId}`);
  const invited = page.getByRole('region', { name: '견적을 요청할 업체' });
  await expect(invited.getByRole('heading', { level: 3 })).toBeVisible();
  await invited.getByRole('button', { name: '제거' }).click();
  await expect(invited).toHaveCount(0);
});
