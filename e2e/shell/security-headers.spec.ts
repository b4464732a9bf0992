import { expect, expectNoCspViolations, takeCspViolations, test } from '../support/fixtures';

/** The directives of a Content-Security-Policy header, by name. */
function readDirectives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(' ')];
    }),
  );
}

test('every page refuses to be framed and sends the security headers', async ({
  page,
  request,
}) => {
  const nonces = new Set<string>();
  for (const path of ['/', '/company', '/auth/login', '/terms/serviceTerms']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const policy = readDirectives(headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'self'");
    // Scripts run by nonce only (ADR 0023): no inline script without it, and no eval.
    const script = policy.get('script-src') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(script)?.[1] ?? '';
    expect(nonce).not.toBe('');
    expect(script).toContain("'strict-dynamic'");
    expect(script).not.toContain('unsafe-inline');
    expect(script).not.toContain('unsafe-eval');
    nonces.add(nonce);
    // Next put this response's nonce on every script of the page.
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
  expect(nonces.size, 'a new nonce for every response').toBe(4);

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
  // The refusal is itself a CSP violation, reported by the framing page: expected here only.
  const refusals: string[] = [];
  await expect.poll(() => refusals.push(...takeCspViolations(page.context()))).toBeGreaterThan(0);
  expect(refusals.every((violation) => violation.includes("frame-ancestors 'none'"))).toBe(true);
});

// The CSP check every browser test runs on every page it visits must itself be able to fail.
test('the CSP check fails a page that runs a script without the nonce and names it', async ({
  page,
}) => {
  // What an injection into the HTML would look like: a script without the response's nonce. (A
  // script the test adds itself, with evaluate, is not held to the page's policy by Chromium.)
  await page.route('**/terms/serviceTerms', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script>document.body.dataset.injected = "ran"</script></body>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/terms/serviceTerms');
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML = `<img alt="" src="/missing.png" onerror="document.body.dataset.handler = 'ran'">`;
    document.body.append(holder);
  });

  // The check fails, naming the directive that refused each: the inline script and the handler.
  let failure = '';
  await expect
    .poll(() => {
      try {
        expectNoCspViolations(page.context());
      } catch (error) {
        failure += (error as Error).message;
      }
      return failure;
    })
    .toMatch(/script-src-elem[\s\S]*script-src-attr|script-src-attr[\s\S]*script-src-elem/);
  expect(failure).toContain('CSP 위반');
  expect(failure).toContain('/terms/serviceTerms');
  // Neither ran; the page's own scripts, with the nonce, did.
  expect(await page.evaluate(() => ({ ...document.body.dataset }))).toEqual({});
  expect(await page.evaluate(() => 'next' in window)).toBe(true);
  await page.unroute('**/terms/serviceTerms');
});
