/**
 * D52: the core journeys, written once and run in Chromium, Firefox ESR and WebKitGTK (the projects
 * of playwright.config.ts). They speak through `Visitor` (e2e/engines/driver.ts): what a visitor
 * does and sees, with every word read from public/locales and every page from the route table.
 * The Chromium-only suite goes further (storage, analytics after consent, axe); these keep the
 * journeys themselves working in every engine.
 */
import { contactFields } from '../supabase/functions/_shared/contact-contract.ts';
import { ROUTES, routePaths, type RouteDef } from '../src/config/routes';
import { CURRENCY_BY_LANGUAGE } from '../src/config/site';
import { LANGUAGES, localizePath } from '../src/i18n/language';
import { rendered, type Visitor } from './engines/driver';
import { expect, test } from './engines/fixture';
import { localeText, metaTitle } from './locales';
import { checkoutHref } from './server-env';

/** The link with the Terms version `_<yyyymmdd>-<hash>` appended to its reference. */
const termsVersioned = (href: string) => new RegExp(`^${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_\\d{8}-[0-9a-f]{12}$`);

test.describe.configure({ timeout: 60_000 });

const DIALOG = '[role="dialog"]';
/** The hero's signup call to action: a link to /andrea#pricing without JavaScript (D35). */
const HERO_SIGNUP = 'main a[data-hold-tap][href*="#pricing"]';
/** D9: each language's currency, from the language table (EUR on English pages, CZK on Czech pages). */
const CURRENCY = CURRENCY_BY_LANGUAGE;

for (const language of LANGUAGES) {
  test(`every route in ${language} hydrates with its own heading, lang and no page error`, async ({ visitor }) => {
    test.setTimeout(240_000);
    for (const route of ROUTES as readonly RouteDef[]) {
      for (const path of routePaths(route)) {
        const url = localizePath(path, language);
        await visitor.open(url);
        await visitor.hydrated();
        const page = await visitor.evaluate(
          () => ({
            lang: document.documentElement.lang,
            title: document.title,
            h1: [...document.querySelectorAll('h1')].map((h1) => h1.textContent ?? ''),
          }),
          undefined,
        );
        expect.soft(page.lang, url).toBe(language);
        expect.soft(rendered(page.title), url).toBe(rendered(metaTitle(route, language)));
        // The confirmation link's page has one heading that is its answer: "confirming" in the HTML,
        // then what the link did (without a token here: that it is no longer valid).
        if (route.id !== 'waitlistConfirm')
          expect.soft(page.h1, `${url}: one h1, the prerendered one`).toEqual(await visitor.prerenderedH1());
        expect.soft(page.h1.length === 1 && page.h1[0].trim().length > 2, `${url}: one h1 with text`).toBe(true);
      }
    }
  });

  test(`signup in ${language}: from the hero to the plan step, a checkout per plan in ${CURRENCY[language]}`, async ({ visitor }) => {
    const email = 'jana@firma.cz';
    await visitor.visit(localizePath('/', language));
    await visitor.hydrated();
    await visitor.click({ css: HERO_SIGNUP });
    const input = { css: `${DIALOG} [data-step="email"] input[name="email"]` };
    await visitor.fill(input, 'jana@firma');
    await visitor.click({ css: `${DIALOG} button[type="submit"]` });
    await visitor.visible({ css: `${DIALOG} [id$="-email-error"]`, text: localeText(language, 'common', 'signup.email.invalid') });
    await visitor.fill(input, email);
    await visitor.click({ css: `${DIALOG} button[type="submit"]` });
    await visitor.visible({ css: `${DIALOG} [data-step="plan"]`, text: localeText(language, 'common', 'signup.plan.chosenTitle') });
    // Opened without a plan, the step confirms the most popular one; the other is a tap away.
    const checkouts = [];
    for (const plan of ['draft', 'full'] as const) {
      await visitor.click({ css: `${DIALOG} [data-plan="${plan}"] input[type="radio"]` });
      checkouts.push(
        ...(await visitor.evaluate(
          () =>
            [...document.querySelectorAll('[role="dialog"] [data-plan-checkout]')].map((action) => ({
              plan: action.getAttribute('data-plan-checkout'),
              href: action.getAttribute('href'),
              disabled: action instanceof HTMLButtonElement && action.disabled,
            })),
          undefined,
        )),
      );
    }
    expect(checkouts).toEqual(
      (['draft', 'full'] as const).map((plan) => {
        const checkout = checkoutHref(plan, CURRENCY[language], language, email);
        // The page adds the version of the Terms it shows to the reference (issue 72).
        return checkout
          ? { plan, href: expect.stringMatching(termsVersioned(checkout)), disabled: false }
          : { plan, href: null, disabled: true };
      }),
    );
  });
}

test('waiting list: from the email step to success, the missing name said under its field and nothing left over after the success', async ({
  visitor,
}) => {
  await visitor.visit('/julie');
  await visitor.hydrated();
  await visitor.click({ css: 'main a[data-employee="Julie"]' });
  const step = `${DIALOG} [data-step="email"]`;
  await visitor.fill({ css: `${step} input[name="email"]` }, `${visitor.engine}+${Date.now()}@firma.cz`);
  await visitor.click({ css: `${step} button[type="submit"]` });
  await visitor.visible({ css: `${step} [id$="-name-error"]`, text: localeText('en', 'common', 'forms.codes.name_required') });
  await visitor.fill({ css: `${step} input[name="name"]` }, 'Jana Nováková');
  await visitor.click({ css: `${step} button[type="submit"]` });
  await visitor.visible({ css: `${DIALOG} [data-step="success"]`, text: localeText('en', 'common', 'waitlist.successTitle') });
  // Issue 33, D63: one state at a time, no toast (error or success) beside the success step.
  await visitor
    .until((selector) => document.querySelectorAll(selector).length, '[data-variant], [role="alert"]', 'no toast or alert')
    .toBe(0);
});

test('contact form in Czech: its validation, then success', async ({ visitor }) => {
  const form = '[data-testid="contact-form"]';
  const field = (name: string) => ({ css: `${form} [name="${name}"]` });
  const error = (name: string, code: string, values = {}) => ({
    css: `${form} [id$="-${name}-error"]`,
    text: localeText('cs', 'common', `forms.codes.${code}`, values),
  });
  await visitor.visit('/cs');
  await visitor.hydrated();
  await visitor.visible({ css: form });
  await visitor.fill(field('email'), 'jana@firma');
  await visitor.fill(field('message'), 'Krátká');
  await visitor.click({ css: `${form} button[type="submit"]` });
  await visitor.visible(error('name', 'name_required'));
  await visitor.visible(error('email', 'email_invalid'));
  await visitor.visible(error('message', 'message_too_short', { min: contactFields.message.min }));

  await visitor.fill(field('name'), 'Jana Nováková');
  await visitor.fill(field('email'), `${visitor.engine}+${Date.now()}@firma.cz`);
  await visitor.fill(field('message'), 'Dobrý den, zajímá mě Andrea pro náš tým.');
  await visitor.click({ css: `${form} button[type="submit"]` });
  // Issue 33: the sent state takes the form's place until the visitor chooses to write again.
  await visitor.visible({ css: '[data-form-success]', text: localeText('cs', 'common', 'contact.sent.title') });
  await visitor.until((selector) => document.querySelectorAll(selector).length, form, 'form replaced').toBe(0);
  await visitor.click({ css: '[data-form-success] button' });
  await visitor
    .until((selector) => (document.querySelector(selector) as HTMLTextAreaElement).value, `${form} [name="message"]`, 'emptied')
    .toBe('');
});

/** Every resource the page asked for, and every script, frame or image it holds, from another origin. */
function offOrigin(): string[] {
  const urls = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...[...document.querySelectorAll<HTMLScriptElement | HTMLIFrameElement | HTMLImageElement>('script[src], iframe[src], img[src]')].map(
      (element) => element.src,
    ),
  ];
  return urls.filter((url) => new URL(url, location.href).origin !== location.origin && !/^(data|blob):/.test(url));
}

test('cookie banner and settings: nothing from another origin before consent, and none after saving it off', async ({ visitor }) => {
  const text = (key: string) => localeText('en', 'common', `consent.${key}`);
  const banner = '[data-testid="cookie-banner"]';
  await visitor.visit('/', { consent: 'ask' });
  await visitor.hydrated();
  await visitor.visible({ css: banner });
  // A second for anything that would load right after hydration.
  await visitor.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)), undefined);
  expect(await visitor.evaluate(offOrigin, undefined)).toEqual([]);

  await visitor.click({ css: `${banner} button`, text: text('settings') });
  await visitor.visible({ css: DIALOG, text: text('dialogTitle') });
  const switches = () =>
    visitor.evaluate(
      () =>
        [...document.querySelectorAll('[role="dialog"] [role="switch"]')].map((element) => [
          element.getAttribute('aria-checked'),
          (element as HTMLButtonElement).disabled,
        ]),
      undefined,
    );
  expect(await switches()).toEqual([
    ['true', true],
    ['false', false],
    ['false', false],
    ['false', false],
  ]);
  const analytics = { css: `${DIALOG} [role="switch"][id$="-analytics"]` };
  await visitor.click(analytics);
  await visitor
    .until(() => document.querySelectorAll('[role="dialog"] [role="switch"][aria-checked="true"]').length, undefined, 'on')
    .toBe(2);
  await visitor.click(analytics);
  await visitor
    .until(() => document.querySelectorAll('[role="dialog"] [role="switch"][aria-checked="true"]').length, undefined, 'off')
    .toBe(1);
  await visitor.click({ css: `${DIALOG} button`, text: text('save') });
  await visitor
    // A closed dialog stays rendered, hidden (display: none inside React's Activity): count what shows.
    .until(
      () =>
        [...document.querySelectorAll('[role="dialog"], [data-testid="cookie-banner"]')].filter(
          (element) => element.getClientRects().length > 0,
        ).length,
      undefined,
      'dialog and banner close',
    )
    .toBe(0);
  expect(await visitor.evaluate(() => JSON.parse(localStorage.getItem('cookie-preferences') ?? 'null'), undefined)).toEqual({
    necessary: true,
    analytics: false,
    marketing: false,
    preferences: false,
    version: 1,
  });

  await visitor.open('/');
  await visitor.hydrated();
  await visitor.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)), undefined);
  expect(await visitor.evaluate(() => document.querySelector('[data-testid="cookie-banner"]'), undefined)).toBeNull();
  expect(await visitor.evaluate(offOrigin, undefined)).toEqual([]);
});

test('the language toggle: /andrea to Czech and back', async ({ visitor }) => {
  const shown = () =>
    visitor.evaluate(
      () => ({
        path: location.pathname,
        lang: document.documentElement.lang,
        h1: (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      }),
      undefined,
    );
  const andrea = (language: 'en' | 'cs') => rendered(localeText(language, 'andrea', 'hero.title'));
  await visitor.visit('/andrea');
  await visitor.hydrated();
  await visitor.click({ css: 'a[hreflang="cs"]' });
  await expect.poll(shown).toEqual({ path: '/cs/andrea', lang: 'cs', h1: andrea('cs') });
  await visitor.click({ css: 'a[hreflang="en"]' });
  await expect.poll(shown).toEqual({ path: '/andrea', lang: 'en', h1: andrea('en') });
});

/** Where the window is scrolled to, once it has stopped moving (a glide, a page still growing). */
const placeAtRest = (visitor: Visitor) =>
  visitor.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        const check = () => (Math.round(scrollY) === last ? resolve(last) : ((last = Math.round(scrollY)), setTimeout(check, 250)));
        check();
      }),
    undefined,
  );

for (const { from, link } of [
  { from: '/', link: 'footer a[href="/trust"]' },
  { from: '/', link: 'main a[href="/andrea"]' },
  { from: '/andrea', link: 'footer a[href="/privacy"]' },
]) {
  test(`Back and Forward return to the place left: ${from}, then ${link} (D95)`, async ({ visitor }) => {
    await visitor.visit(from);
    await visitor.hydrated();
    // The link is scrolled to the middle of the window, where the visitor taps it.
    await visitor.visible({ css: link });
    const left = await placeAtRest(visitor);
    expect(left).toBeGreaterThan(500);
    await visitor.click({ css: link });
    await expect.poll(() => visitor.path()).not.toBe(from);
    await visitor.evaluate(() => scrollTo({ top: 400, behavior: 'instant' }), undefined);
    const there = await placeAtRest(visitor);
    await visitor.evaluate(() => history.back(), undefined);
    await expect.poll(() => visitor.path()).toBe(from);
    expect(Math.abs((await placeAtRest(visitor)) - left), `back at ${left} px`).toBeLessThanOrEqual(50);
    await visitor.evaluate(() => history.forward(), undefined);
    await expect.poll(() => visitor.path()).not.toBe(from);
    expect(Math.abs((await placeAtRest(visitor)) - there), `forward at ${there} px`).toBeLessThanOrEqual(50);
  });
}

test("the demo's start, run again and stop", async ({ visitor }) => {
  const result = '[data-testid="demo-result"]';
  await visitor.visit('/cs/demo');
  await visitor.hydrated();
  await visitor.click({ css: 'button', text: localeText('cs', 'demo', 'section.start') });
  await visitor.visible({ css: result }, 20_000);
  // A finished run offers Run again in the place of Stop (issue 33, U9).
  await visitor.click({ css: 'button', text: localeText('cs', 'demo', 'section.restart') });
  await visitor.until((selector) => document.querySelector(selector), result, 'the result goes').toBeNull();
  await visitor.click({ css: 'button', text: localeText('cs', 'demo', 'section.stop') });
  await visitor.visible({ css: 'button', text: localeText('cs', 'demo', 'section.start') });
});

test('a tap before hydration is answered on the same page (D35)', async ({ visitor }) => {
  await visitor.visit('/', { holdApp: true });
  await visitor.appRequested();
  expect(await visitor.evaluate(() => document.documentElement.hasAttribute('data-hydrated'), undefined)).toBe(false);
  await visitor.click({ css: HERO_SIGNUP });
  expect(await visitor.path()).toBe('/');
  visitor.releaseApp();
  await visitor.hydrated();
  expect(await visitor.path(), 'the tap did not leave the page').toBe('/');
  await visitor.visible({ css: `${DIALOG} [data-step="email"]`, text: localeText('en', 'common', 'signup.email.title') });
});
