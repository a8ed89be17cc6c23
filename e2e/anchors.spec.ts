import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rejectCookiesUpFront } from './helpers';

/**
 * Issue 33, D63: a section link lands on its section, its heading just below the sticky header,
 * in both languages, on a phone and on a desktop, from the same page, from another page and on the
 * first load of a URL with a hash (the four cases of UX review 4, B1, and a same-page one).
 */
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

const LANGUAGES = [
  { code: 'en', prefix: '' },
  { code: 'cs', prefix: '/cs' },
] as const;

/**
 * Where the section's heading is once the scroll has come to rest, against the header's bottom edge.
 * At rest: the same position over half a second (a smooth scroll, and a page that grows while it
 * scrolls, both keep moving it).
 */
async function landing(page: Page, hash: string) {
  const measure = () =>
    page.evaluate((id) => {
      const heading = document.getElementById(id)?.querySelector('h2');
      const header = document.querySelector('body header');
      if (!heading || !header) return null;
      return {
        gap: Math.round(heading.getBoundingClientRect().top - header.getBoundingClientRect().bottom),
        scrollY: Math.round(window.scrollY),
      };
    }, hash);
  let last = await measure();
  for (let still = 0; still < 5;) {
    await page.waitForTimeout(100);
    const now = await measure();
    still = JSON.stringify(now) === JSON.stringify(last) ? still + 1 : 0;
    last = now;
  }
  return last;
}

/** Just below the header: not hidden under it, and not a band of empty page between them. */
async function expectLanded(page: Page, hash: string) {
  await expect(page).toHaveURL(new RegExp(`#${hash}$`));
  const result = await landing(page, hash);
  expect(result, `#${hash} has an h2 and the page a header`).not.toBeNull();
  expect(result!.gap, `#${hash}'s heading below the header`).toBeGreaterThanOrEqual(0);
  expect(result!.gap, `#${hash}'s heading just below the header, not further down`).toBeLessThanOrEqual(64);
}

/** WCAG 2.4.3: the next Tab and a screen reader start in the section a link named. */
async function expectFocusIn(page: Page, hash: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(hash);
}

for (const [device, options] of Object.entries(VIEWPORTS)) {
  for (const { code, prefix } of LANGUAGES) {
    test.describe(`${device}, ${code}`, () => {
      test.use(options);
      test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

      if (device === 'desktop') {
        test('/trust -> the header\'s "Pricing" lands on the home pricing', async ({ page }) => {
          await page.goto(`${prefix}/trust`);
          await page.locator('header nav ul a[href$="#pricing"]').click();
          await expectLanded(page, 'pricing');
        });

        test('/andrea -> the header\'s "FAQ" lands on the home FAQ', async ({ page }) => {
          await page.goto(`${prefix}/andrea`);
          await page.locator('header nav ul a[href$="#faq"]').click();
          await expectLanded(page, 'faq');
          await expectFocusIn(page, 'faq');
        });

        test('/julie -> the header\'s "Contact" and then "AI employees" land on their sections', async ({ page }) => {
          await page.goto(`${prefix}/julie`);
          await page.locator('header nav ul a[href$="#contact"]').click();
          await expectLanded(page, 'contact');
          await page.locator('header nav ul a[href$="#ai-employees"]').click();
          await expectLanded(page, 'ai-employees');
        });

        test('home -> the header\'s "Contact" on the same page lands on the contact form', async ({ page }) => {
          await page.goto(prefix || '/');
          await page.locator('header nav ul a[href$="#contact"]').click();
          await expectLanded(page, 'contact');
          await expectFocusIn(page, 'contact');
        });
      } else {
        test('home -> the menu\'s "FAQ" on the same page lands on the FAQ', async ({ page }) => {
          await page.goto(prefix || '/');
          await page.locator('header nav button[aria-expanded]').click();
          await page.locator('header a[href$="#faq"]:visible').click();
          await expectLanded(page, 'faq');
          await expectFocusIn(page, 'faq');
        });
      }

      test('the first load of /#contact lands on the contact form', async ({ page }) => {
        await page.goto(`${prefix || '/'}#contact`);
        await expectLanded(page, 'contact');
      });

      test('home "Choose Full Assistant" lands on Andrea\'s pricing', async ({ page }) => {
        await page.goto(prefix || '/');
        await page.locator('#pricing [data-plan="full"] a').click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/andrea#pricing$`));
        await expectLanded(page, 'pricing');
      });
    });
  }
}

test.describe('the focus after a page change (WCAG 2.4.3)', () => {
  test.use(VIEWPORTS.desktop);
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  test("a footer link moves it to the new page's main; the language toggle keeps its own; Tab goes on from there", async ({ page }) => {
    await page.goto('/andrea');
    await page.locator('footer a[href="/trust"]').first().press('Enter');
    await expect(page).toHaveURL(/\/trust$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await page.locator('header a[hreflang="cs"]').press('Enter');
    await expect(page).toHaveURL(/\/cs\/trust$/);
    await expect(page.locator('header a[hreflang="en"]')).toBeFocused();
  });
});

test.describe('a link followed before Helmet has loaded (issue 37)', () => {
  test.use(VIEWPORTS.phone);
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  test('its page waits in a transition: the old page stays shown, then the section is landed on', async ({ page }) => {
    // Helmet comes late; the target page's code and copy are in memory before the tap.
    await page.route('**/assets/HelmetHead-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    const link = page.locator('#pricing [data-plan="full"] a');
    await link.scrollIntoViewIfNeeded();
    const pageCode = page.waitForResponse(/\/assets\/AndreaPage-.*\.js$/);
    const copy = page.waitForResponse(/\/locales\/en\/andrea\.json$/);
    await link.focus(); // intent: prefetches the page, its copy and Helmet
    await Promise.all([pageCode, copy]);
    // Records, frame by frame, whether <main> ever shows nothing (the old page hidden by a fallback).
    await page.evaluate(() => {
      const w = window as unknown as { blankMain?: boolean };
      w.blankMain = false;
      const check = () => {
        if (!document.querySelector('main')?.innerText.trim()) w.blankMain = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const homeHeading = await page.locator('main h1').textContent();
    await link.click();
    // The old page stays while Helmet loads (1.5 s), then Andrea's page replaces it.
    await expect(page.locator('main h1')).not.toHaveText(homeHeading!, { timeout: 5000 });
    await expectLanded(page, 'pricing');
    expect(await page.evaluate(() => (window as unknown as { blankMain?: boolean }).blankMain)).toBe(false);
  });
});
