import { expect, test } from '../support/fixtures';

test('every page refuses to be framed and sends the security headers', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/company', '/auth/login', '/terms/serviceTerms']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }

  // Another site framing the login page gets Chromium's error page in the frame, not the form.
  const framed = new URL('/auth/login', test.info().project.use.baseURL).href;
  const answered = page.waitForResponse((response) => response.url() === framed);
  await page.setContent(
    `<html lang="ko"><title>x</title><iframe title="공사마켓" src="${framed}"></iframe></html>`,
  );
  expect((await answered).status()).toBe(200);
  await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');
  await expect(
    page.frameLocator('iframe').getByRole('button', { name: '로그인', exact: true }),
  ).toHaveCount(0);
});
