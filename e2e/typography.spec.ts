import { ROUTES, type RouteDef } from '../src/config/routes';
import { localizePath } from '../src/i18n/language';
import { expect, test } from './fixtures';
import { rejectCookiesUpFront } from './helpers';

/**
 * Issue 18: Czech copy is typeset where it is rendered (src/i18n/typography.ts). The prerender and
 * the browser must produce the same text, and a one-letter word must never end a line.
 */
test.describe('Czech typography', () => {
  for (const route of ROUTES as readonly RouteDef[]) {
    const url = localizePath(route.path, 'cs');
    test(`${url} hydrates its typeset copy without a mismatch`, async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(messages.filter((m) => /hydrat|did not match|#418|#423|#425/i.test(m))).toEqual([]);
    });
  }

  test('on a 360 px phone no line of the Czech home page ends with a one-letter word', async ({ page }) => {
    await rejectCookiesUpFront(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/cs');
    const hanging = await page.evaluate(() => {
      // For each one-letter word, compare the line box of the letter with that of the next word's
      // first character: a different line means the letter was left at the end of a line.
      const found: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      const word = /(?<=^|[\s\u00a0(„"])([kKsSvVzZoOuUaAiI])[\s\u00a0]+(?=\S)/g;
      const rectOf = (node: Text, start: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + 1);
        return range.getClientRects()[0];
      };
      let checked = 0;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        for (const match of text.matchAll(word)) {
          const letter = rectOf(node, match.index);
          const next = rectOf(node, match.index + match[0].length);
          if (!letter || !next || letter.width === 0) continue;
          checked += 1;
          if (next.top > letter.bottom - 1) found.push(text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 15));
        }
      }
      return { found, checked };
    });
    expect(hanging.checked).toBeGreaterThan(50);
    expect(hanging.found).toEqual([]);
  });
});
