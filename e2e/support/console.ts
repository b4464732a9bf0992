import type { Page } from '@playwright/test';

/**
 * The console errors a page logs from now on (issue 13: an expected mistake such as a wrong
 * password or 이미 초대한 업체 is shown to the user and must not be logged as an error).
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
