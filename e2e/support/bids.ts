import { expect } from '@playwright/test';
import { callApiAs } from './api-account';

/** A 1×1 PNG: the smallest image the upload's content check accepts (thumbnails are made). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF the upload accepts as a document. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export type PublishedAnnouncement = { id: string; uniqueId: string; title: string };

/** Saves a draft stopped at step 2 (a repair in 성남시) as the client. */
export async function createDraftAs(token: string): Promise<{ id: string; title: string }> {
  const { createAnnouncementTemp } = await callApiAs<{
    createAnnouncementTemp: { id: string; title: string };
  }>(
    token,
    'mutation T($data: AnnouncementInput!, $tempId: String) { createAnnouncementTemp(data: $data, tempId: $tempId) { id title } }',
    {
      data: { sigungu: '경기도 성남시', workType: 'REPAIR', step: 2 },
      tempId: crypto.randomUUID(),
    },
  );
  return createAnnouncementTemp;
}

/**
 * Publishes a recruiting estimate request as the client, open to every business type, in one
 * leaf trade found by name; `data` overrides or adds payload fields.
 */
export async function publishAnnouncementAs(
  token: string,
  { trade = '철근', data = {} }: { trade?: string; data?: Record<string, unknown> } = {},
): Promise<PublishedAnnouncement> {
  const { categoriesByName } = await callApiAs<{
    categoriesByName: Array<{ id: string; type: string }>;
  }>(token, 'query C($n: String!) { categoriesByName(name: $n) { id type } }', { n: trade });
  const leaf = categoriesByName.find((category) => category.type === 'DEPTH_3');
  expect(leaf, `${trade} 업종(DEPTH_3)이 시드에 있어야 합니다`).toBeDefined();
  const { createAnnouncement } = await callApiAs<{
    createAnnouncement: PublishedAnnouncement & { state: string };
  }>(
    token,
    'mutation P($data: AnnouncementInput!) { createAnnouncement(data: $data) { id uniqueId title state } }',
    {
      data: {
        categories__ids: [leaf?.id],
        type: 'ALL',
        workType: 'NEW_WORK',
        orderType: 'PRIVATE',
        fieldInfo: 'RESIDENCE',
        sigungu: '서울특별시 강남구',
        address: '서울특별시 강남구 테헤란로 152',
        workScope: 'ALL',
        servicePriceType: 'LESSTHEN_500',
        description: `${trade} 공사 견적 요청입니다. 브라우저 테스트가 만든 공고예요.`,
        publisherName: '테스트의뢰',
        emergencyContact: '01012345678',
        postingDay: 7,
        ...data,
      },
    },
  );
  expect(createAnnouncement.state).toBe('RECRUITING');
  return createAnnouncement;
}

/**
 * Saves the company's estimate (작성중) with any estimate files it uploaded (uploadFileAs) and,
 * unless told otherwise, submits it (지원완료).
 */
export async function applyAs(
  token: string,
  announcementId: string,
  {
    estimatedAmount,
    managerName = '김담당',
    isSubmitted = true,
    fileIds,
  }: { estimatedAmount: number; managerName?: string; isSubmitted?: boolean; fileIds?: string[] },
): Promise<string> {
  const { applyAnnouncement } = await callApiAs<{ applyAnnouncement: { id: string } }>(
    token,
    'mutation A($id: ID!, $data: AnnouncementApplyInput!) { applyAnnouncement(announcementId: $id, data: $data) { id } }',
    {
      id: announcementId,
      data: {
        managerName,
        phoneNumber: '01098765432',
        estimatedAmount,
        ...(fileIds ? { estimateFiles__ids: fileIds } : {}),
      },
    },
  );
  if (isSubmitted) {
    await callApiAs(token, 'mutation S($id: ID!) { submitAnnouncementApply(id: $id) { id } }', {
      id: applyAnnouncement.id,
    });
  }
  return applyAnnouncement.id;
}
