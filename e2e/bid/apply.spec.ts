import { expect as baseExpect } from '@playwright/test';
import { expect, saveScreenshot, test } from '../support/fixtures';
import { callApi } from '../support/api-account';
import { CORPORATION_ACCOUNT } from '../support/accounts';
import { logIn } from '../support/login';
import { E2E_API_URL, createUniquePhoneNumber, readLatestSmsCode } from '../support/sms';

/** One GraphQL request as the given account; fails the test on any GraphQL error. */
async function callApiAs<T>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${E2E_API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  baseExpect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A new consumer (the client) made over the API as /auth/join2–3 would; returns its token. */
async function signUpClient(): Promise<string> {
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const phoneNumber = createUniquePhoneNumber();
  await callApi('mutation R($p: String!) { requestAuthNumber(phoneNumber: $p) }', {
    p: phoneNumber,
  });
  const authNumber = await readLatestSmsCode(phoneNumber);
  const { validateAuthNumber: requestId } = await callApi<{ validateAuthNumber: string }>(
    'mutation V($p: String!, $a: String!) { validateAuthNumber(phoneNumber: $p, authNumber: $a) }',
    { p: phoneNumber, a: authNumber },
  );
  const { signUp } = await callApi<{ signUp: { accessToken: string } }>(
    'mutation S($data: SignUpInput!, $requestId: String!) { signUp(data: $data, requestId: $requestId) { accessToken } }',
    {
      requestId,
      data: {
        email: `e2e-apply-${suffix}@gongsa.test`,
        password: 'gongsa1234!',
        name: `의뢰${Math.floor(Math.random() * 1e4)}`,
        nickname: `e2e${Math.floor(Math.random() * 1e5)}`,
        phoneNumber,
        profile: { type: 'CONSUMER' },
      },
    },
  );
  return signUp.accessToken;
}

/** Uploads one file as the given account, as the wizard's uploader does; returns its id. */
async function uploadAs(token: string, name: string, type: string, content: Buffer) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const response = await fetch(`${E2E_API_URL}/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const json = (await response.json()) as { files?: Array<{ id: string }> };
  const id = json.files?.[0]?.id;
  baseExpect(id, JSON.stringify(json)).toBeDefined();
  return id as string;
}

/** A 1×1 PNG: the smallest image the upload's content check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const DOCUMENT_NAME = '현장_도면_및_시방서_최종_수정본.pdf';

/** Publishes a recruiting request open to every business type, as the client. */
async function publishAnnouncement(
  token: string,
  media?: { imageIds: string[]; fileIds: string[] },
): Promise<{ id: string; title: string }> {
  const { categoriesByName } = await callApiAs<{
    categoriesByName: Array<{ id: string; type: string }>;
  }>(token, 'query C($n: String!) { categoriesByName(name: $n) { id type } }', { n: '도장' });
  const leaf = categoriesByName.find((category) => category.type === 'DEPTH_3');
  baseExpect(leaf, '도장 업종(DEPTH_3)이 시드에 있어야 합니다').toBeDefined();
  const { createAnnouncement } = await callApiAs<{
    createAnnouncement: { id: string; title: string; state: string };
  }>(
    token,
    'mutation P($data: AnnouncementInput!) { createAnnouncement(data: $data) { id title state } }',
    {
      data: {
        categories__ids: [leaf?.id],
        type: 'ALL',
        workType: 'REPAIR',
        orderType: 'PRIVATE',
        fieldInfo: 'RESIDENCE',
        sigungu: '서울특별시 마포구',
        address: '서울특별시 마포구 월드컵북로 396',
        addressDetail: '2층',
        workScope: 'INTERNAL',
        servicePriceType: 'WRITE',
        servicePrice: 12_000_000,
        description: '지원 흐름 확인용 실내 도장 공사 견적 요청입니다.',
        publisherName: '지원테스트',
        emergencyContact: '01012345678',
        isEmergency: true,
        postingDay: 7,
        ...(media
          ? {
              images__ids: media.imageIds,
              mainImage__id: media.imageIds[1],
              files__ids: media.fileIds,
            }
          : {}),
      },
    },
  );
  baseExpect(createAnnouncement.state).toBe('RECRUITING');
  return createAnnouncement;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a logged-out visitor reads a request, browses its photos, downloads a document and is sent to log in to apply', async ({
  page,
}, testInfo) => {
  const token = await signUpClient();
  const imageIds = [
    await uploadAs(token, '현장1.png', 'image/png', PNG),
    await uploadAs(token, '현장2.png', 'image/png', PNG),
  ];
  const fileIds = [await uploadAs(token, DOCUMENT_NAME, 'application/pdf', PDF)];
  const announcement = await publishAnnouncement(token, { imageIds, fileIds });
  await page.goto(`/bid/${announcement.id}`);
  await expect(page.getByRole('heading', { level: 1, name: announcement.title })).toBeVisible();
  await expect(page.getByText('1,200만원').first()).toBeVisible();
  await expect(page.getByText('지원한 업체에게만 공개돼요')).toBeVisible();

  // The main image (the second upload) comes first; arrows and thumbnails move between photos.
  const gallery = page.getByRole('group', { name: '현장 사진' });
  await expect(gallery.getByRole('img', { name: '현장 사진 1 / 2' })).toBeVisible();
  const { announcement: stored } = await callApi<{
    announcement: { mainImage: { url: string; highQualityURL: string | null } };
  }>('query A($id: ID!) { announcement(id: $id) { mainImage { url highQualityURL } } }', {
    id: announcement.id,
  });
  await expect(gallery.getByRole('img', { name: '현장 사진 1 / 2' })).toHaveAttribute(
    'src',
    stored.mainImage.highQualityURL ?? stored.mainImage.url,
  );
  await gallery.getByRole('button', { name: '다음 사진' }).click();
  await expect(gallery.getByRole('img', { name: '현장 사진 2 / 2' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByRole('img', { name: '현장 사진 1 / 2' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-detail-gallery');

  // The document shows its cut name and is saved under its whole name.
  const downloadButton = page.getByRole('button', { name: `${DOCUMENT_NAME} 내려받기` });
  await expect(downloadButton).toContainText('현장_도면_및_시방…');
  const download = page.waitForEvent('download');
  await downloadButton.click();
  expect((await download).suggestedFilename()).toBe(DOCUMENT_NAME);

  await page.getByRole('link', { name: '로그인하고 지원하기' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/auth/login\\?redirect=${encodeURIComponent(`/bid/${announcement.id}`)}`),
  );
});

test('a company applies with an estimate PDF and sees its submitted apply', async ({
  page,
}, testInfo) => {
  const token = await signUpClient();
  const announcement = await publishAnnouncement(token);

  await logIn(page, CORPORATION_ACCOUNT);
  await page.goto(`/bid/${announcement.id}`);
  await expect(page.getByRole('heading', { level: 1, name: announcement.title })).toBeVisible();
  await expect(page.getByTestId('bid-apply-count')).toHaveText('0곳');
  // Not an applicant yet: the detailed address and the emergency contact stay hidden.
  await expect(page.getByText('지원한 업체에게만 공개돼요')).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-detail');

  const applySection = page.getByTestId('bid-apply');
  await applySection.getByRole('button', { name: '지원하기' }).click();
  const manager = applySection.getByLabel('담당자 이름');
  await expect(manager).not.toHaveValue('');
  await manager.fill('김담당');
  await applySection.getByLabel('연락처').fill('01055556666');
  await expect(applySection.getByLabel('연락처')).toHaveValue('010-5555-6666');

  // Submitting without an amount points at the field.
  await applySection.getByRole('button', { name: '지원서 제출하기' }).click();
  const amount = applySection.getByLabel('견적 금액');
  await expect(amount).toBeFocused();
  await expect(applySection.getByText('견적 금액을 입력해 주세요.')).toBeVisible();

  await amount.fill('15500000');
  await expect(amount).toHaveValue('15,500,000');
  await expect(applySection.getByText('1,550만원')).toBeVisible();
  await applySection.getByLabel('견적서 파일 추가').setInputFiles({
    name: '도장공사_견적서_최종본_2024년_수정.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(applySection.getByText('업로드 완료')).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, testInfo, 'bid-apply-form');

  await applySection.getByRole('button', { name: '지원서 제출하기' }).click();
  await expect(applySection.getByRole('heading', { name: '지원이 완료되었어요' })).toBeVisible();
  await expect(applySection.getByTestId('my-apply-state')).toHaveText('지원완료');
  await expect(applySection.getByText('15,500,000원')).toBeVisible();
  await expect(page.getByTestId('bid-apply-count')).toHaveText('1곳');

  // After a reload the API shows the same apply, and the applicant now sees the contact.
  await page.reload();
  await expect(applySection.getByTestId('my-apply-state')).toHaveText('지원완료');
  await expect(page.getByText('010-1234-5678')).toBeVisible();
  await expect(page.getByText('서울특별시 마포구 월드컵북로 396 2층')).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-applied');
});
