import type { Page } from '@playwright/test';

/**
 * Words the browser broke inside themselves on the page as it is laid out now (issue 33, D63):
 * for each word of every visible text node, the line box of its first character against that of
 * its last. A word is a run of letters and digits; in a language that never breaks at a hyphen
 * (Czech, typography.ts) a hyphenated compound such as "e-mail" counts as one word, in English a
 * hard hyphen is an allowed break. Self-contained: it runs in the page.
 */
export function findBrokenWords(bindHyphens: boolean): { broken: string[]; checked: number } {
  const word = bindHyphens ? /[\p{L}\p{N}]+(?:[-\u2011][\p{L}\p{N}]+)*/gu : /[\p{L}\p{N}]+/gu;
  const broken: string[] = [];
  let checked = 0;
  const range = document.createRange();
  const rect = (node: Text, at: number) => {
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    return range.getClientRects()[0];
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template, [hidden], [aria-hidden="true"], .sr-only')) continue;
    for (const match of node.data.matchAll(word)) {
      if (match[0].length < 2) continue;
      const first = rect(node, match.index);
      const last = rect(node, match.index + match[0].length - 1);
      if (!first || !last || first.width === 0 || last.width === 0) continue;
      checked += 1;
      // The last character sits on a later line than the first: the word was broken.
      if (last.top >= first.bottom - 1) {
        const context = node.data.slice(Math.max(0, match.index - 15), match.index + match[0].length + 15);
        broken.push(`${match[0]} in "${context.replace(/\s+/g, ' ')}" (${parent.tagName.toLowerCase()})`);
      }
    }
  }
  return { broken, checked };
}

/** Lays out every section (content-visibility placeholders hold no text) and returns the broken words. */
export async function brokenWords(page: Page, bindHyphens: boolean) {
  await page.addStyleTag({ content: '*, *::before, *::after { content-visibility: visible !important; }' });
  return page.evaluate(findBrokenWords, bindHyphens);
}
