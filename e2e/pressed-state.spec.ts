/**
 * D34: a tap shows at once that it landed, before its answer is painted: the language toggle, a
 * link to another page and a button are drawn pressed while the pointer is down on them.
 */
import { expect, test } from './fixtures';
import { rejectCookiesUpFront } from './helpers';

test('the language toggle, a page link and a call to action look pressed while held', async ({ page }) => {
  await rejectCookiesUpFront(page);
  await page.goto('/');
  const targets = [
    page.getByRole('link', { name: /^CZ/ }),
    page.getByRole('link', { name: 'Meet Andrea' }).first(),
    page.getByRole('button', { name: /free trial/ }).first(),
  ];
  for (const target of targets) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('pressed state: the target has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    expect(await target.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.mouse.down();
    await expect.poll(() => target.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.7');
    // Released elsewhere: no click, the page stays for the next target.
    await page.mouse.move(0, 0);
    await page.mouse.up();
  }
});
