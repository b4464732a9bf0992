import { expect } from '@playwright/test';

/** The API the browser tests start (playwright.config.ts); its local SMS sender keeps an outbox. */
export const E2E_API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;

/**
 * The newest verification code the API "sent" to a number, read from the local SMS sender's
 * outbox (GET /dev/sms-outbox, development and tests only). Waits briefly for the send to land.
 */
export async function readLatestSmsCode(phoneNumber: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${E2E_API_URL}/dev/sms-outbox?to=${encodeURIComponent(phoneNumber)}`,
        );
        if (!response.ok) return null;
        const body = (await response.json()) as { message: { code: string | null } };
        code = body.message.code;
        return code;
      },
      { message: `인증번호가 ${phoneNumber} 로 발송되지 않았습니다.` },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** A mobile number no other test uses (010 + 8 random digits). */
export function createUniquePhoneNumber(): string {
  return `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
