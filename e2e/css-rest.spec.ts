import type { Page } from '@playwright/test';
import { ROUTES, type RouteDef } from '../src/config/routes';
import type { Language } from '../src/config/site';
import { localizePath } from '../src/i18n/language';
import { expect, test } from './fixtures';

/**
 * Each page inlines the rules its HTML uses and the loader adds a stylesheet of the rest
 * (scripts/critical-css.ts), not the full one. Whatever React renders later, another page or a
 * dialog, must look as it would with the full stylesheet: the two sheets must cascade as one. The
 * proof, for every page rendered in the app after landing and for each dialog: every element's
 * computed style is the same before and after the full stylesheet is added last (which then
 * decides every tie, in the full sheet's own order).
 */
test.use({ reducedMotion: 'reduce' });

/**
 * The elements whose computed style the full stylesheet changes, with the first properties that
 * differ. The app may still mount something at idle (a dialog's hidden `<Activity>`): a comparison
 * whose DOM changed meanwhile is taken again. Compared in the page: each side is megabytes of
 * computed style, which only the differences need to leave.
 */
async function changedByFullStylesheet(page: Page): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    await settled(page);
    const { sameElements, changed } = await page.evaluate(async () => {
      // The `<noscript>` link names the full stylesheet (scripts/prerender.ts).
      const href = /href="([^"]+)"/.exec(document.querySelector('noscript')?.textContent ?? '')?.[1];
      if (!href) throw new Error('no full stylesheet in <noscript>');
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      await new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = reject;
        document.head.append(link);
      });
      // Only what a rule of the full stylesheet declares can differ: every other property is the
      // browser's own or inherited, and so the same unless a declared one differs somewhere,
      // which the comparison then shows there. Custom properties show only through the
      // properties that read them (the full stylesheet registers some nothing reads).
      const declared = new Set<string>();
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if ('style' in rule) for (const property of (rule as CSSStyleRule).style) if (!property.startsWith('--')) declared.add(property);
          if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      collect(link.sheet!.cssRules);
      link.sheet!.disabled = true;
      const properties = [...declared];
      const computedStyles = () =>
        [...document.querySelectorAll('body *')].map((element) => {
          const computed = getComputedStyle(element);
          let style = '';
          for (const property of properties) style += `${property}:${computed.getPropertyValue(property)};`;
          return { element: element.outerHTML.slice(0, 160), style };
        });
      const before = computedStyles();
      link.sheet!.disabled = false;
      const after = computedStyles();
      link.remove();
      const same = after.length === before.length && after.every(({ element }, index) => element === before[index].element);
      return {
        sameElements: same,
        changed: !same
          ? []
          : before.flatMap(({ element, style }, index) => {
              if (style === after[index].style) return [];
              const was = style.split(';');
              const now = after[index].style.split(';');
              const differing = (from: string[], to: string[]) =>
                from
                  .filter((value, i) => value !== to[i])
                  .slice(0, 3)
                  .join('; ');
              return [`${element}\n  ${differing(was, now)} -> ${differing(now, was)}`];
            }),
      };
    });
    if (!sameElements && attempt < 3) continue;
    expect(sameElements, 'the same elements before and after').toBe(true);
    return changed;
  }
}

/** Renders `path` in the app, as a link would. */
async function renderInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((to) => window.location.pathname === to, path);
}

/** Waits until the number of elements holds for 600 ms (a later render, the cookie banner). */
async function settled(page: Page) {
  let count = -1;
  let steady = 0;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => document.querySelectorAll('*').length);
        steady = now === count ? steady + 1 : 0;
        count = now;
        return steady >= 3;
      },
      { intervals: [200] },
    )
    .toBe(true);
}

const landings: { url: string; language: Language }[] = [
  { url: '/', language: 'en' },
  { url: '/cs/terms', language: 'cs' },
];

for (const { url, language } of landings) {
  test(`landed on ${url}: every page rendered in the app looks as with the full stylesheet`, async ({ page }) => {
    // Sixteen pages, each settled and compared twice: 20-40 s.
    test.setTimeout(120_000);
    await page.goto(url);
    const paths = [...(ROUTES as readonly RouteDef[]).map((route) => route.path), '/no-such-page'];
    for (const path of paths) {
      const target = localizePath(path, language);
      await renderInApp(page, target);
      expect(await changedByFullStylesheet(page), target).toEqual([]);
    }
  });
}

test('landed on /: the dialogs look as with the full stylesheet', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  // The dialog's scroll lock sets this variable on <body>; registered (inline), it does not reach
  // the page's elements, and the dialog does not restyle them all (src/styles.css).
  const inherited = await page.evaluate(() => {
    document.body.style.setProperty('--removed-body-scroll-bar-size', '17px');
    const value = getComputedStyle(document.querySelector('main')!).getPropertyValue('--removed-body-scroll-bar-size');
    document.body.style.removeProperty('--removed-body-scroll-bar-size');
    return value;
  });
  expect(inherited).toBe('0px');
  expect(await changedByFullStylesheet(page), 'the page with its cookie banner').toEqual([]);

  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  expect(await changedByFullStylesheet(page), 'cookie settings').toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Reject all' }).click();

  await page.getByRole('main').getByRole('button', { name: 'Start your free trial' }).first().click();
  const emailStep = page.getByRole('dialog', { name: 'Get started with Andrea' });
  await emailStep.getByLabel('Email address').fill('jana@firma');
  await emailStep.getByRole('button', { name: 'Continue' }).click();
  await expect(emailStep.getByText(/Please enter a valid email address/)).toBeVisible();
  expect(await changedByFullStylesheet(page), 'signup: an error').toEqual([]);
  await emailStep.getByLabel('Email address').fill('jana@firma.cz');
  await emailStep.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Your plan' })).toBeVisible();
  expect(await changedByFullStylesheet(page), 'signup: the plans').toEqual([]);
  await page.keyboard.press('Escape');

  await renderInApp(page, '/julie');
  await page.locator('a[data-employee="Julie"]').first().click();
  await expect(page.getByRole('dialog', { name: "Join Julie's waiting list" })).toBeVisible();
  expect(await changedByFullStylesheet(page), 'waiting list').toEqual([]);
  await page.keyboard.press('Escape');

  await renderInApp(page, '/andrea');
  await page.getByRole('button', { name: 'Watch her draft a reply' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await changedByFullStylesheet(page), 'demo modal').toEqual([]);
});
