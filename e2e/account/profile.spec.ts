import { expect, type APIRequestContext } from '@playwright/test';
import { saveScreenshot, test } from '../support/fixtures';
import { isPhone, logIn } from '../support/login';
import { E2E_API_URL, createUniquePhoneNumber, readLatestSmsCode } from '../support/sms';
import { createUniqueBusinessNumber } from '../support/api-account';
import { readHeaderProgress } from '../support/profile-progress';

const PASSWORD = 'gongsa1234!';

// A 16×16 PNG: small enough for the test, a real image the API's thumbnailer accepts.
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGOQ9r1NEmIY1TCqYfhqAAD380MQ7x9/DgAAAABJRU5ErkJggg==',
  'base64',
);

async function callApi<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(`${E2E_API_URL}/graphql`, { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors ?? [], JSON.stringify(body.errors)).toEqual([]);
  return body.data as T;
}

/** A fresh account made over the API, as sign-up makes it: the demo accounts stay untouched. */
async function createAccount(
  request: APIRequestContext,
  type: 'CORPORATION' | 'CONSUMER' = 'CORPORATION',
) {
  const phoneNumber = createUniquePhoneNumber();
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `e2e-${suffix}@gongsa.test`;
  await callApi(request, 'mutation ($p: String!) { requestAuthNumber(phoneNumber: $p) }', {
    p: phoneNumber,
  });
  const code = await readLatestSmsCode(phoneNumber);
  const { validateAuthNumber: requestId } = await callApi<{ validateAuthNumber: string }>(
    request,
    'mutation ($p: String!, $c: String!) { validateAuthNumber(phoneNumber: $p, authNumber: $c) }',
    { p: phoneNumber, c: code },
  );
  await callApi(
    request,
    `mutation ($data: SignUpInput!, $requestId: String!) {
      signUp(data: $data, requestId: $requestId) { accessToken }
    }`,
    {
      requestId,
      data: {
        email,
        password: PASSWORD,
        name: '김프로',
        nickname: `프로${Math.floor(Math.random() * 1e4)}`,
        phoneNumber,
        profile:
          type === 'CORPORATION'
            ? {
                type,
                companyName: '(주)이투이건설',
                ownerName: '김대표',
                businessNumber: createUniqueBusinessNumber(),
              }
            : { type },
      },
    },
  );
  return { email, password: PASSWORD };
}

test('a new company fills in its profile and the completion ring goes up', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(request);
  await logIn(page, account);
  await page.goto('/myPage/profile');
  await expect(page.getByRole('heading', { name: '프로필', level: 1 })).toBeVisible();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: '프로필 저장' }) });
  await expect(form.getByRole('textbox', { name: '상호명', exact: true })).toHaveValue(
    '(주)이투이건설',
  );
  const before = await readHeaderProgress(page);

  // An invalid phone is refused in Korean, with focus on the field, and nothing is saved.
  await form.getByLabel('대표 전화번호', { exact: true }).fill('12345');
  // On a phone the sticky 프로필 저장 bar sits above the bottom tab bar, not under it.
  if (isPhone(page)) {
    const tabBar = await page.getByRole('navigation', { name: '하단 메뉴' }).boundingBox();
    const save = await form.getByRole('button', { name: '프로필 저장' }).boundingBox();
    expect(tabBar && save && save.y + save.height <= tabBar.y).toBe(true);
  }
  await form.getByRole('button', { name: '프로필 저장' }).click();
  const phoneInput = form.getByLabel('대표 전화번호', { exact: true });
  await expect(phoneInput).toHaveAttribute('aria-invalid', 'true');
  await expect(phoneInput).toHaveAccessibleDescription(/올바른 전화번호를 입력해 주세요/);
  await expect(phoneInput).toBeFocused();
  await expect(page.getByText('프로필이 저장되었습니다.')).toHaveCount(0);

  await phoneInput.fill('02-1234-5678');
  await form.getByLabel('회사 형태', { exact: true }).fill('중소기업');
  await form.getByLabel('직원 수 (명)', { exact: true }).fill('25');
  await form.getByLabel('주요 사업', { exact: true }).fill('실내건축, 도장');
  await form.getByLabel('대표 이메일', { exact: true }).fill('contact@e2e.gongsa.test');
  await form.getByLabel('담당자 이름', { exact: true }).fill('이담당');
  await form.getByLabel('담당자 연락처', { exact: true }).fill('010-2222-3333');
  await form.getByLabel('연락처 1', { exact: true }).fill('031-555-1234');
  await form.getByLabel('소개', { exact: true }).fill('20년 경력의 실내건축 전문 업체입니다.');
  await form.getByRole('radio', { name: '가능' }).first().check();

  // The postcode widget cannot load here (no internet): the manual fields take over.
  await form.getByRole('button', { name: '주소 검색' }).click();
  await expect(form.getByText('주소 검색을 불러올 수 없습니다.', { exact: false })).toBeVisible();
  await expect(form.getByLabel('우편번호', { exact: true })).toBeFocused();
  await form.getByLabel('우편번호', { exact: true }).fill('06236');
  await form.getByLabel('주소', { exact: true }).fill('서울특별시 강남구 테헤란로 152');
  await form.getByLabel('상세주소', { exact: true }).fill('12층');
  await form.getByLabel('시/군/구', { exact: true }).fill('서울특별시 강남구');

  // Category: group → trade → detail, added and made the main trade.
  const group = form.getByLabel('대분류', { exact: true });
  await expect(group.locator('option')).not.toHaveCount(1);
  await group.selectOption({ index: 1 });
  const trade = form.getByLabel('업종', { exact: true });
  await expect(trade.locator('option')).not.toHaveCount(1);
  await trade.selectOption({ index: 1 });
  const detail = form.getByLabel('세부 업종', { exact: true });
  await expect(detail.locator('option')).not.toHaveCount(1);
  await detail.selectOption({ index: 1 });
  await form.getByRole('button', { name: '업종 추가' }).click();
  await form.getByRole('button', { name: '주 업종으로 지정' }).click();
  await expect(form.getByText('취급 업종 (1)')).toBeVisible();

  // Logo upload with its progress bar.
  await form.getByLabel('로고 이미지 선택', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: LOGO_PNG,
  });
  await expect(form.getByText('업로드 완료')).toBeVisible();
  await expect(form.getByRole('progressbar', { name: '업로드 완료' })).toHaveAttribute(
    'value',
    '100',
  );
  await expect(form.getByRole('img', { name: '로고 이미지 미리보기' })).toBeVisible();

  await form.getByRole('button', { name: '프로필 저장' }).click();
  await expect(page.getByText('프로필이 저장되었습니다.')).toBeVisible();
  await expect(page.getByTestId('profile-progress')).not.toHaveText(`프로필 완성도 ${before}%`);
  await expect.poll(() => readHeaderProgress(page)).toBeGreaterThan(before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, 'my-page-profile');

  // Reload: what was saved is what the form shows.
  await page.reload();
  await expect(form.getByLabel('대표 전화번호', { exact: true })).toHaveValue('02-1234-5678');
  await expect(form.getByLabel('회사 형태', { exact: true })).toHaveValue('중소기업');
  await expect(form.getByLabel('주소', { exact: true })).toHaveValue(
    '서울특별시 강남구 테헤란로 152',
  );
  await expect(form.getByLabel('우편번호', { exact: true })).toHaveValue('06236');
  await expect(form.getByText('취급 업종 (1)')).toBeVisible();
  await expect(form.getByRole('img', { name: '로고 이미지 미리보기' })).toBeVisible();
  const saved = await readHeaderProgress(page);
  expect(saved).toBeGreaterThan(before);

  // The account menu (desktop) and the drawer (phone) show the default avatar and the new ring.
  if (isPhone(page)) {
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer).toContainText(`프로필 완성도 ${saved}%`);
    await expect(drawer.getByRole('link', { name: /프로필 (완성하기|수정)/ })).toBeVisible();
    await saveScreenshot(page, testInfo, 'profile-account-drawer');
    await drawer.getByRole('button', { name: '메뉴 닫기' }).click();
  } else {
    await page.getByRole('button', { name: /내 계정 메뉴/ }).click();
    await expect(page.getByText(`프로필 완성도 ${saved}%`).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'profile-account-menu');
    await page.keyboard.press('Escape');
  }

  // Another invalid phone after reload is still refused and the stored one stays.
  await form.getByLabel('대표 전화번호', { exact: true }).fill('0101234');
  await form.getByRole('button', { name: '프로필 저장' }).click();
  await expect(form.getByLabel('대표 전화번호', { exact: true })).toHaveAccessibleDescription(
    /올바른 전화번호를 입력해 주세요/,
  );
  await page.reload();
  await expect(form.getByLabel('대표 전화번호', { exact: true })).toHaveValue('02-1234-5678');
});

test('starting an estimate request with an incomplete profile asks to complete it first', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await logIn(page, account);
  await page.goto('/');

  await page.getByRole('link', { name: '지금 견적 요청하기' }).click();
  const dialog = page.getByRole('dialog', { name: '프로필을 먼저 완성해 주세요.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: '지금 견적 요청하기' }).click();
  await dialog.getByRole('button', { name: '프로필 작성하기' }).click();
  await expect(page).toHaveURL(/\/myPage\/profile$/);
  await expect(page.getByRole('heading', { name: '프로필', level: 1 })).toBeVisible();

  // A direct visit to the wizard gets the same question.
  await page.goto('/bid/upload1');
  await expect(dialog).toBeVisible();
});

test('a consumer saves 내 정보 and a short profile card with the one save', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'CONSUMER');
  await logIn(page, account);
  await page.goto('/myPage/profile');

  const myInfo = page.getByRole('region', { name: '내 정보' });
  // The notification switches moved to /myPage/noti (saved at once); a consent stays here.
  const geolocation = myInfo.getByRole('switch', { name: '위치정보 이용 동의' });
  const wasGeolocation = await geolocation.isChecked();
  await geolocation.setChecked(!wasGeolocation);
  await myInfo.getByRole('textbox', { name: '닉네임' }).fill('새닉네임');
  await expect(page.getByText('저장하지 않은 변경 사항이 있어요.')).toBeVisible();

  const card = page.getByRole('region', { name: '프로필', exact: true });
  await card.getByRole('textbox', { name: '이름' }).fill('최소비');
  await card.getByRole('textbox', { name: '연락처' }).fill('010-9876-5432');
  await page.getByRole('button', { name: '프로필 저장' }).click();
  await expect(page.getByText('프로필이 저장되었습니다.')).toBeVisible();
  await expect(page.getByText('저장하지 않은 변경 사항이 있어요.')).toHaveCount(0);

  await page.reload();
  await expect(myInfo.getByRole('textbox', { name: '닉네임' })).toHaveValue('새닉네임');
  await expect(geolocation).toBeChecked({ checked: !wasGeolocation });
  await expect(card.getByRole('textbox', { name: '이름' })).toHaveValue('최소비');
  await expect(card.getByRole('textbox', { name: '연락처' })).toHaveValue('010-9876-5432');
  await expect(page.getByTestId('profile-progress')).not.toHaveText('프로필 완성도 0%');
});

// Issue 13, item 2: the photo chosen under 내 정보 was lost by the sticky 프로필 저장 (two forms,
// two buttons). The page now has one save for everything on it.
test('a profile photo chosen on the page is kept by the one save', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(request);
  await logIn(page, account);
  await page.goto('/myPage/profile');
  await expect(page.getByRole('heading', { name: '프로필', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: '프로필 사진 미리보기' })).toHaveCount(0);

  await page.getByLabel('프로필 사진 선택', { exact: true }).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: LOGO_PNG,
  });
  await expect(page.getByRole('img', { name: '프로필 사진 미리보기' })).toBeVisible();
  await expect(page.getByText('업로드 완료')).toBeVisible();
  await page.getByRole('button', { name: '프로필 저장' }).click();
  await expect(page.getByText('프로필이 저장되었습니다.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile-one-save');

  await page.reload();
  await expect(page.getByRole('heading', { name: '프로필', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: '프로필 사진 미리보기' })).toBeVisible();
  // One save button on the page, the one that stays in view.
  await expect(page.getByRole('button', { name: /저장/ })).toHaveCount(1);
});

test('leaving the profile with unsaved changes asks first', async ({ page, request }, testInfo) => {
  const account = await createAccount(request);
  await logIn(page, account);
  await page.goto('/myPage/profile');
  const nickname = page.getByRole('textbox', { name: '닉네임' });
  await expect(nickname).toBeVisible();
  await nickname.fill('바뀐닉네임');

  const home = page.locator('header a[href="/"]:visible').first();
  const dialog = page.getByRole('dialog', { name: '저장하지 않은 변경 사항이 있어요.' });
  await home.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('이 페이지를 나갈까요?');
  await saveScreenshot(page, testInfo, 'profile-leave-warning');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/myPage\/profile$/);
  await expect(nickname).toHaveValue('바뀐닉네임');

  // A reload or closing the tab asks the browser's own question.
  const beforeUnload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await beforeUnload;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(nickname).toHaveValue('바뀐닉네임');

  await home.click();
  await dialog.getByRole('button', { name: '나가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('after the one save nothing is unsaved and links leave at once', async ({ page, request }) => {
  const account = await createAccount(request);
  await logIn(page, account);
  await page.goto('/myPage/profile');
  await page.getByRole('textbox', { name: '닉네임' }).fill('저장닉네임');
  await page.getByRole('button', { name: '프로필 저장' }).click();
  await expect(page.getByText('프로필이 저장되었습니다.')).toBeVisible();
  await page.locator('header a[href="/"]:visible').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: '저장하지 않은 변경 사항이 있어요.' })).toHaveCount(
    0,
  );
  // The nickname (내 정보) went with the same save.
  await page.goto('/myPage/profile');
  await expect(page.getByRole('textbox', { name: '닉네임' })).toHaveValue('저장닉네임');
});
