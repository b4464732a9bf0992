import { expect, type Page } from '@playwright/test';
import { E2E_API_URL } from './sms';

export type VisitorRecord = {
  meta: {
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    firstLandingUrl: string | null;
    userId: string | null;
    linkedAt: string | null;
  } | null;
  logs: Array<{
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    refererUrl: string | null;
    userAgent: string | null;
    userId: string | null;
  }>;
};

/** What the API stored about one visitor (GET /dev/visitors, development and tests only). */
export async function readVisitorRecord(visitorId: string): Promise<VisitorRecord> {
  const response = await fetch(
    `${E2E_API_URL}/dev/visitors?visitorId=${encodeURIComponent(visitorId)}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as VisitorRecord;
}

/** The browser's visitor id (created on its first page, kept in local storage). */
export async function readVisitorId(page: Page): Promise<string> {
  let visitorId: string | null = null;
  await expect
    .poll(async () => {
      visitorId = await page.evaluate(() => window.localStorage.getItem('gongsa.visitorId'));
      return visitorId;
    })
    .toMatch(/^[0-9a-f-]{36}$/);
  return visitorId!;
}

/** The visitor-attribution calls a page sends from now on (ADR 0035). */
export const VISITOR_OPERATIONS = ['CreateVisitorMeta', 'LogVisitor', 'LinkVisitorToUser'];
