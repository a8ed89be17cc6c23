import { expect, test } from './fixtures';
import { rejectCookiesUpFront } from './helpers';

/** Issue 20 item 4: a route change shows the new page at its top on its very first frame. */
test('after a footer link from the bottom of a long page, the new page is at scrollY 0 on its first frame', async ({ page }) => {
  await rejectCookiesUpFront(page);
  await page.goto('/terms');
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const before = await page.locator('h1').textContent();
  // Sample every frame from before the click: which heading is shown, at which scroll position.
  await page.evaluate(() => {
    const frames: { y: number; h1: string }[] = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    const sample = () => {
      frames.push({ y: window.scrollY, h1: document.querySelector('h1')?.textContent ?? '' });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.locator('footer a[href="/trust"]').click();
  await expect(page).toHaveURL(/\/trust$/);
  await expect(page.locator('h1')).not.toHaveText(before ?? '');
  await page.waitForTimeout(300);
  const frames = await page.evaluate(() => (window as unknown as { frames_: { y: number; h1: string }[] }).frames_);
  const first = frames.find((frame) => frame.h1 !== before);
  expect(first, 'a frame showed the new page').toBeDefined();
  expect(first?.y).toBe(0);
  expect(frames.filter((frame) => frame.h1 !== before).every((frame) => frame.y === 0)).toBe(true);
});
