/**
 * D61 in three engines (D52): a dropped request or a new deploy never blanks the page, and the
 * visitor's action still reaches its answer. The network fails here, between the browser and the
 * site (the gate, e2e/engines/gate.ts), since Firefox and WebKit are not driven by Playwright; the
 * Chromium-only cases with `page.route` are in faults.spec.ts.
 */
import { rendered, type Visitor } from './engines/driver';
import { expect, test } from './engines/fixture';
import { ENTRY } from './engines/gate';
import { localeText } from './locales';

test.describe.configure({ timeout: 60_000 });

const DIALOG = '[role="dialog"]';
const HERO_SIGNUP = 'main a[data-hold-tap][href*="#pricing"]';

/** What the visitor reads: the address, `<html lang>`, the `h1`, and how much text the page shows. */
const reading = () => ({
  path: location.pathname,
  lang: document.documentElement.lang,
  h1: (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
  hasText: (document.querySelector('main')?.textContent ?? '').trim().length > 400,
});

/** The reading, or undefined while a full page load replaces the document. */
const readingNow = (visitor: Visitor) => visitor.evaluate(reading, undefined).catch(() => undefined);

const andreaH1 = (language: 'en' | 'cs') => rendered(localeText(language, 'andrea', 'hero.title'));

test('a dialog whose code was dropped at idle opens on one tap once the network is back, and the page stays (D61)', async ({ visitor }) => {
  const chunk = /\/assets\/SignupDialog-[\w-]+\.js$/;
  const emailStep = { css: `${DIALOG} [data-step="email"]`, text: localeText('en', 'common', 'signup.email.title') };
  visitor.gate.fail(chunk, 'abort');
  await visitor.visit('/');
  await visitor.hydrated();
  const home = { path: '/', lang: 'en', h1: rendered((await visitor.prerenderedH1())[0] ?? ''), hasText: true };
  await expect.poll(() => visitor.gate.count(chunk), { message: 'the idle load was tried' }).toBeGreaterThan(0);
  // React has had the failure in hand for a moment: the page is still the one the visitor reads.
  await visitor.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)), undefined);
  expect(await visitor.evaluate(reading, undefined)).toEqual(home);
  visitor.gate.heal();
  const triedWhileDown = visitor.gate.count(chunk);
  const documents = visitor.gate.count(ENTRY);
  // One tap. An engine may keep the failed module for the document's life: the tap asks for it
  // under a new address, so the page is not loaded again for it.
  await visitor.click({ css: HERO_SIGNUP });
  await visitor.visible(emailStep, 20_000);
  expect(visitor.gate.count(chunk), 'the chunk was asked for once the network was back').toBeGreaterThan(triedWhileDown);
  expect(visitor.gate.count(ENTRY), 'no full load').toBe(documents);
  expect(await readingNow(visitor)).toEqual(home);
});

test('a link whose page code is gone (a new deploy) ends on that page, loaded in full (D61)', async ({ visitor }) => {
  visitor.gate.fail(/\/assets\/AndreaPage-[\w-]+\.js$/, 404);
  // Firefox reports the host's 404 page refused as a module (a text/plain or text/html answer).
  visitor.expectBrowserReport(/AndreaPage-[\w-]+\.js” was blocked because of a disallowed MIME type/);
  await visitor.visit('/');
  await visitor.hydrated();
  await visitor.click({ css: 'main a[href="/andrea"]' });
  await expect
    .poll(() => readingNow(visitor), { timeout: 15_000 })
    .toEqual({
      path: '/andrea',
      lang: 'en',
      h1: andreaH1('en'),
      hasText: true,
    });
});

test('the app cannot start (its code went with a new deploy): a call to action tapped meanwhile goes where its link goes (D61, D35)', async ({
  visitor,
}) => {
  // Firefox reports the host's 404 page refused as a module (a text/plain answer).
  visitor.expectBrowserReport(/index-[\w-]+\.js” was blocked because of a disallowed MIME type/);
  await visitor.visit('/', { holdApp: true });
  await visitor.appRequested();
  await visitor.click({ css: HERO_SIGNUP });
  expect(await visitor.path(), 'the tap is held while the app may still come').toBe('/');
  visitor.gate.fail(ENTRY, 404);
  visitor.releaseApp();
  // The page will not hydrate: the held link is followed, as it would be without JavaScript.
  await expect
    .poll(() => readingNow(visitor), { timeout: 15_000 })
    .toEqual({ path: '/andrea', lang: 'en', h1: andreaH1('en'), hasText: true });
});

test("the app gives up hydrating (react-dom's client cannot load): a call to action tapped meanwhile goes where its link goes (D61, D35)", async ({
  visitor,
}) => {
  const client = /^\/assets\/client-[\w-]+\.js$/;
  visitor.expectBrowserReport(/client-[\w-]+\.js” was blocked because of a disallowed MIME type/);
  visitor.gate.fail(client, 404);
  await visitor.visit('/', { holdApp: true });
  await visitor.appRequested();
  await visitor.click({ css: HERO_SIGNUP });
  expect(await visitor.path()).toBe('/');
  visitor.releaseApp();
  await expect
    .poll(() => readingNow(visitor), { timeout: 15_000 })
    .toEqual({ path: '/andrea', lang: 'en', h1: andreaH1('en'), hasText: true });
});

const REST_CSS = /^\/assets\/rest-[\w-]+\.css$/;
/** The rules of the page's rest stylesheet, as the page has them (0 when it failed). */
const restRules = () => {
  const sheet = document.querySelector<HTMLLinkElement>('link[data-app-css]')?.sheet;
  try {
    return sheet?.cssRules.length ?? 0;
  } catch {
    return 0;
  }
};

test('the stylesheet of the rest fails once: it is asked for again, and the page hydrates with it (D61)', async ({ visitor }) => {
  // A 404: a dropped connection is retried by Chromium and Firefox themselves (not by WebKitGTK).
  visitor.gate.fail(REST_CSS, 404, 1);
  visitor.expectBrowserReport(/rest-[\w-]+\.css” was not loaded because its MIME type/);
  await visitor.visit('/');
  await visitor.hydrated();
  expect(visitor.gate.count(REST_CSS)).toBe(2);
  expect(await visitor.evaluate(restRules, undefined)).toBeGreaterThan(0);
});

test('the stylesheet of the rest gone: the page hydrates, a dialog is styled by the full stylesheet, and a link loads its page in full, styled (D61)', async ({
  visitor,
}) => {
  visitor.gate.fail(REST_CSS, 404);
  // Firefox reports the host's 404 page refused as a stylesheet (a text/plain answer).
  visitor.expectBrowserReport(/rest-[\w-]+\.css” was not loaded because its MIME type/);
  await visitor.visit('/');
  await visitor.hydrated();
  expect(await visitor.evaluate(restRules, undefined)).toBe(0);
  // What opens on this page has its rules all the same: the full stylesheet comes in their place.
  await visitor.click({ css: HERO_SIGNUP });
  await visitor.visible({ css: `${DIALOG} [data-step="email"]`, text: localeText('en', 'common', 'signup.email.title') });
  await expect
    .poll(() => visitor.evaluate(() => getComputedStyle(document.querySelector('[role="dialog"]')!).position, undefined))
    .toBe('fixed');
  await visitor.click({ css: `${DIALOG} > button:last-child` });
  // Closed: gone, or kept hidden in its `<Activity>`.
  await expect
    .poll(() => visitor.evaluate(() => (document.querySelector('[role="dialog"]')?.getClientRects().length ?? 0) === 0, undefined))
    .toBe(true);
  visitor.gate.heal();
  await visitor.evaluate(() => {
    Object.assign(window, { sameDocument: true });
  }, undefined);
  await visitor.click({ css: 'main a[href="/andrea"]' });
  await expect
    .poll(() => readingNow(visitor), { timeout: 15_000 })
    .toEqual({ path: '/andrea', lang: 'en', h1: andreaH1('en'), hasText: true });
  expect(await visitor.evaluate(() => 'sameDocument' in window, undefined), 'a full page load').toBe(false);
  await visitor.hydrated();
  expect(await visitor.evaluate(restRules, undefined)).toBeGreaterThan(0);
});

test("the language switch happens when the other language's copy cannot load: a full load of its address (D61)", async ({ visitor }) => {
  visitor.gate.fail(/^\/locales\/cs\//, 404);
  await visitor.visit('/andrea');
  await visitor.hydrated();
  await visitor.click({ css: 'a[hreflang="cs"]' });
  await expect
    .poll(() => readingNow(visitor), { timeout: 15_000 })
    .toEqual({
      path: '/cs/andrea',
      lang: 'cs',
      h1: andreaH1('cs'),
      hasText: true,
    });
});

test('no page error while idle loads are in flight and the visitor moves from page to page (D61)', async ({ visitor }) => {
  // The dialogs' and the toasts' code never arrives: each page is left with its idle loads pending.
  const lazyParts = /\/assets\/(SignupDialog|WaitlistDialog|DemoModal|CookieSettingsDialog|toast-viewport)-[\w-]+\.js$/;
  const idleLoadsStart = async () => {
    const before = visitor.gate.count(lazyParts);
    await visitor.hydrated();
    await expect.poll(() => visitor.gate.count(lazyParts), { message: 'idle loads start' }).toBeGreaterThan(before);
  };
  visitor.gate.fail(lazyParts, 'hang');
  await visitor.visit('/');
  await idleLoadsStart();
  await visitor.click({ css: 'main a[href="/andrea"]' });
  await expect.poll(() => readingNow(visitor)).toMatchObject({ path: '/andrea', h1: andreaH1('en') });
  for (const path of ['/julie', '/no-such-page', '/cs']) {
    await visitor.open(path);
    await idleLoadsStart();
  }
  await visitor.open('/trust');
  await visitor.hydrated();
  // The fixture fails the test on any page error or unhandled rejection these documents reported.
});
