import { expect, saveScreenshot, test } from '../support/fixtures';
import {
  callApi,
  createFreshAccount,
  createUniqueBusinessNumber,
  signInAs,
  uploadFileAs,
} from '../support/api-account';
import {
  PDF,
  PNG,
  applyAs,
  publishAnnouncementAs,
  type PublishedAnnouncement,
} from '../support/bids';
import { logIn } from '../support/login';

const DOCUMENT_NAME = '현장_도면_및_시방서_최종_수정본.pdf';

/** A painting job in 마포구 with a typed price, open to every business type, as the client. */
function publishPaintingRequest(
  token: string,
  media?: { imageIds: string[]; fileIds: string[] },
): Promise<PublishedAnnouncement> {
  return publishAnnouncementAs(token, {
    trade: '도장',
    data: {
      workType: 'REPAIR',
      sigungu: '서울특별시 마포구',
      address: '서울특별시 마포구 월드컵북로 396',
      addressDetail: '2층',
      workScope: 'INTERNAL',
      servicePriceType: 'WRITE',
      servicePrice: 12_000_000,
      description: '지원 흐름 확인용 실내 도장 공사 견적 요청입니다.',
      publisherName: '지원테스트',
      isEmergency: true,
      ...(media
        ? {
            images__ids: media.imageIds,
            mainImage__id: media.imageIds[1],
            files__ids: media.fileIds,
          }
        : {}),
    },
  });
}

test('a logged-out visitor reads a request, browses its photos, downloads a document and is sent to log in to apply', async ({
  page,
}, testInfo) => {
  const token = await signInAs(await createFreshAccount());
  const imageIds = [
    await uploadFileAs(token, '현장1.png', 'image/png', PNG),
    await uploadFileAs(token, '현장2.png', 'image/png', PNG),
  ];
  const fileIds = [await uploadFileAs(token, DOCUMENT_NAME, 'application/pdf', PDF)];
  const announcement = await publishPaintingRequest(token, { imageIds, fileIds });
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

test('a company removes an estimate file from its submitted apply while the request is recruiting', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const announcement = await publishPaintingRequest(await signInAs(await createFreshAccount()));
  const company = await createFreshAccount({
    type: 'CORPORATION',
    companyName: `견적파일건설${Math.floor(Math.random() * 1e4)}`,
    ownerName: '박견적',
    businessNumber: createUniqueBusinessNumber(),
  });
  const companyToken = await signInAs(company);
  const kept = '견적서_본문.pdf';
  const removed = '견적서_옛날판.pdf';
  const fileIds = [
    await uploadFileAs(companyToken, kept, 'application/pdf', PDF),
    await uploadFileAs(companyToken, removed, 'application/pdf', PDF),
  ];
  await applyAs(companyToken, announcement.id, { estimatedAmount: 9_000_000, fileIds });

  await logIn(page, company);
  await page.goto(`/bid/${announcement.id}`);
  const applySection = page.getByTestId('bid-apply');
  await expect(applySection.getByRole('heading', { name: '지원이 완료되었어요' })).toBeVisible();
  await expect(applySection.getByRole('button', { name: `${kept} 삭제` })).toBeVisible();

  // Removing asks first; cancelling keeps the file.
  await applySection.getByRole('button', { name: `${removed} 삭제` }).click();
  const dialog = page.getByRole('dialog', { name: '견적서 파일을 삭제할까요?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(applySection.getByRole('button', { name: `${removed} 삭제` })).toBeVisible();

  await applySection.getByRole('button', { name: `${removed} 삭제` }).click();
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('견적서 파일을 삭제했어요.')).toBeVisible();
  await expect(applySection.getByRole('button', { name: `${removed} 삭제` })).toBeHidden();
  await expect(applySection.getByText(removed)).toBeHidden();
  await expect(applySection.getByRole('button', { name: `${kept} 삭제` })).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-apply-file-removed');

  // The removal is stored: a reload shows the one file left.
  await page.reload();
  await expect(applySection.getByRole('button', { name: `${kept} 삭제` })).toBeVisible();
  await expect(applySection.getByText(removed)).toBeHidden();
});

// Issue 13, item 2: a half-written estimate is not lost by a stray link.
test('leaving a half-written apply form asks first', async ({ page }, testInfo) => {
  const announcement = await publishPaintingRequest(await signInAs(await createFreshAccount()));
  const company = await createFreshAccount({
    type: 'CORPORATION',
    companyName: `나가기건설${Math.floor(Math.random() * 1e4)}`,
    ownerName: '최지원',
    businessNumber: createUniqueBusinessNumber(),
  });
  await logIn(page, company);
  await page.goto(`/bid/${announcement.id}`);
  const applySection = page.getByTestId('bid-apply');
  await applySection.getByRole('button', { name: '지원하기' }).click();
  const amount = applySection.getByLabel('견적 금액');
  await amount.fill('8500000');
  await expect(amount).toHaveValue('8,500,000');

  const home = page.locator('header a[href="/"]:visible').first();
  const dialog = page.getByRole('dialog', { name: '저장하지 않은 변경 사항이 있어요.' });
  await home.click();
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-apply-leave-warning');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/bid/${announcement.id}$`));
  await expect(amount).toHaveValue('8,500,000');

  await home.click();
  await dialog.getByRole('button', { name: '나가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});
