import { expect, expectAccessible, test } from '../support/fixtures';

// The check every browser test runs on every page it visits must itself be able to fail.
test('the accessibility check fails a page with a serious violation and names it', async ({
  page,
}) => {
  await page.goto('/terms/serviceTerms');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.ico';
    image.id = 'image-without-alt';
    document.querySelector('main')?.append(image);
  });
  const failure = await expectAccessible(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('접근성 위반');
  expect(failure).toContain('image-alt (critical)');
  expect(failure).toContain('#image-without-alt');
  // The final check of the fixture would fail on the same image: take it out again.
  await page.evaluate(() => document.getElementById('image-without-alt')?.remove());
});
