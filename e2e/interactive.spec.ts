/**
 * Interactive journeys in Chromium (issue 4): signup to checkout (D9, D10), waiting list success
 * and failure, contact validation, cookie consent and its storage (D16), analytics only after
 * consent (D27), and the scripted demo. playwright.config.ts builds with fake checkout URLs and
 * fake analytics IDs; the analytics hosts are routed to a local stub here.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rejectCookiesUpFront } from './helpers';
import { expectNoAxeViolations } from './page-checks';
import { typeset } from '../src/i18n/typography';

/** Czech copy as the page renders it: "e-mail" with its non-breaking hyphen (typography.ts). */
const czech = (text: string) => typeset(text, 'cs');

const ANALYTICS_HOSTS = /^https:\/\/([a-z0-9-]+\.)?(googletagmanager\.com|clarity\.ms)\//;

/** Analytics requests answered by a local stub (never the real hosts), recorded in order. */
async function stubAnalytics(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(ANALYTICS_HOSTS, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* analytics stub */' });
  });
  return seen;
}

/** Every request that leaves the site's own origin. */
function thirdParty(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) urls.push(url);
  });
  return urls;
}

const storedConsent = (page: Page) =>
  page.evaluate(() => ({
    preferences: JSON.parse(localStorage.getItem('cookie-preferences') ?? 'null'),
    date: localStorage.getItem('cookie-consent-date'),
  }));

test.describe('signup dialog', () => {
  test('email validation, plan step, checkout opens in a new tab with the EUR link and prefilled email (D9, D10)', async ({
    page,
    context,
  }) => {
    await rejectCookiesUpFront(page);
    await context.route('https://checkout.example.test/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Checkout stub</title>' }),
    );
    await page.goto('/demo');
    await page.getByRole('main').getByRole('button', { name: 'Start your free trial' }).click();
    const emailStep = page.getByRole('dialog', { name: 'Get started with Andrea' });
    await expect(emailStep).toBeVisible();
    await emailStep.getByLabel('Email address').fill('jana@firma');
    await emailStep.getByRole('button', { name: 'Continue' }).click();
    await expect(emailStep.getByText(/Please enter a valid email address/)).toBeVisible();
    await expect(emailStep.getByLabel('Email address')).toHaveValue('jana@firma');
    await emailStep.getByLabel('Email address').fill('jana@firma.cz');
    await emailStep.getByRole('button', { name: 'Continue' }).click();

    const planStep = page.getByRole('dialog', { name: 'Your plan' });
    await expect(planStep).toContainText('jana@firma.cz');
    await expect(planStep).toContainText('VAT included');
    await expect(planStep.getByRole('radio', { name: /Full Assistant/ })).toBeChecked();
    const links = planStep.getByRole('link', { name: /Start your free trial/ });
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([page.waitForEvent('popup'), links.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(
      /^https:\/\/checkout\.example\.test\/full-eur\?prefilled_email=jana%40firma\.cz&client_reference_id=full_en_\d{8}-[0-9a-f]{12}$/,
    );
    expect(await popup.evaluate(() => window.opener)).toBeNull();

    const last = page.getByRole('dialog', { name: 'Welcome to Andrea!' });
    await expect(last).toContainText('Once you complete it, your 30-day free trial starts');
    await expect(last.getByRole('link', { name: 'andrea@aiemployees.cz' })).toHaveAttribute('href', 'mailto:andrea@aiemployees.cz');
    await expect(last.getByRole('link', { name: 'billing settings' })).toHaveAttribute('href', 'https://billing.example.test/portal');
    await last.getByRole('button', { name: 'Got it, thanks!' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: 'Start your free trial' })).toBeFocused();
  });

  test('while it is open the page beneath takes no tap: a tap on a link there closes the dialog and the page stays', async ({ page }) => {
    await rejectCookiesUpFront(page);
    await page.goto('/demo');
    // The header's logo link, in the sticky header: it stays in place while the dialog is open.
    const logo = await page.locator('header a[href="/"]').first().boundingBox();
    if (!logo) throw new Error('no logo link in the header');
    await page.getByRole('main').getByRole('button', { name: 'Start your free trial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get started with Andrea' });
    await expect(dialog).toBeVisible();
    await page.mouse.click(logo.x + logo.width / 2, logo.y + logo.height / 2);
    await expect(dialog).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/demo');
  });

  test('Czech page: CZK checkout, and the unconfigured plan is a disabled button with a reason (D9)', async ({ page }) => {
    await rejectCookiesUpFront(page);
    await page.goto('/cs/demo');
    await page.getByRole('main').getByRole('button', { name: 'Vyzkoušet zdarma' }).click();
    const emailStep = page.getByRole('dialog', { name: 'Začněte s Andreou' });
    await emailStep.getByLabel(czech('E-mailová adresa')).fill('jana@firma.cz');
    await emailStep.getByRole('button', { name: 'Pokračovat' }).click();
    const planStep = page.getByRole('dialog', { name: 'Váš tarif' });
    // The most popular plan first: its CZK checkout is not configured in this build.
    await expect(planStep.getByRole('button', { name: /Vyzkoušet zdarma/ })).toBeDisabled();
    await expect(planStep).toContainText('zatím nelze dokončit online');
    await expect(planStep).toContainText('včetně DPH');
    await planStep.getByRole('radio', { name: /Jen koncepty/ }).check();
    await expect(planStep.getByRole('link', { name: /Vyzkoušet zdarma/ })).toHaveAttribute(
      'href',
      /^\/local-checkout\/draft\/CZK\?prefilled_email=jana%40firma\.cz&client_reference_id=draft_cs_\d{8}-[0-9a-f]{12}$/,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/** David's waiting-list dialog with Petr's details typed in, and a check that they are all still there. */
async function petrJoinsDavid(page: Page) {
  await page.goto('/david');
  await page.locator('a[data-employee="David"]').first().click();
  const dialog = page.getByRole('dialog', { name: "Join David's waiting list" });
  await dialog.getByLabel('Name').fill('Petr Novák');
  await dialog.getByLabel('Email').fill('petr@firma.cz');
  await dialog.getByLabel(/Company/).fill('Firma s.r.o.');
  const typedValuesStay = async () => {
    await expect(dialog.getByLabel('Name')).toHaveValue('Petr Novák');
    await expect(dialog.getByLabel('Email')).toHaveValue('petr@firma.cz');
    await expect(dialog.getByLabel(/Company/)).toHaveValue('Firma s.r.o.');
  };
  return { dialog, typedValuesStay };
}

test.describe('waiting list', () => {
  test('success: the success step alone, no toast (issue 33, D63)', async ({ page }) => {
    await rejectCookiesUpFront(page);
    await page.goto('/julie');
    await page.locator('a[data-employee="Julie"]').first().click();
    const dialog = page.getByRole('dialog', { name: "Join Julie's waiting list" });
    await dialog.getByLabel('Name').fill('Jana Nováková');
    await dialog.getByLabel('Email').fill(`jana+${Date.now()}@firma.cz`);
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm from your inbox' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator('[data-variant]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('failure: said beside the button, and the typed values stay', async ({ page }) => {
    await rejectCookiesUpFront(page);
    await page.route('**/rest/v1/early_access_leads**', (route) => route.abort('failed'));
    const { dialog, typedValuesStay } = await petrJoinsDavid(page);
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Not on the list yet: Something went wrong. Please try again.');
    await typedValuesStay();
    await expect(dialog.getByRole('button', { name: 'Join the waiting list' })).toBeEnabled();
  });

  test('a refusal the page did not foresee is counted by the database and told in words; the typed values stay (D50)', async ({ page }) => {
    await rejectCookiesUpFront(page);
    // As if the page's own check had drifted from the database's: the real server gets a company it refuses.
    await page.route('**/rest/v1/early_access_leads**', (route) =>
      route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), company: 'c'.repeat(201) }) }),
    );
    const { dialog, typedValuesStay } = await petrJoinsDavid(page);
    const answer = page.waitForResponse('**/rest/v1/early_access_leads**');
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    expect([(await answer).status(), (await answer).headers()['waitlist-error']]).toEqual([400, 'company_too_long']);
    await expect(dialog.getByRole('alert')).toContainText(
      'We could not accept these details. Please check what you entered and try again.',
    );
    await typedValuesStay();
  });

  test('missing name: said under the field, no toast', async ({ page }) => {
    await rejectCookiesUpFront(page);
    await page.goto('/julie');
    await page.locator('a[data-employee="Julie"]').first().click();
    const dialog = page.getByRole('dialog', { name: "Join Julie's waiting list" });
    await dialog.getByLabel('Email').fill('jana@firma.cz');
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(dialog.getByText('Please enter your name.')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('jana@firma.cz');
    await expect(page.locator('[data-variant]')).toHaveCount(0);
  });
});

test.describe('contact form', () => {
  test('client validation shows translated errors and keeps what was typed; counter counts', async ({ page }) => {
    await rejectCookiesUpFront(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/')) requests.push(request.url());
    });
    await page.goto('/cs');
    const form = page.getByTestId('contact-form');
    await form.getByLabel(czech('E-mail')).fill('jana@firma');
    await form.getByLabel('Zpráva').fill('Krátká');
    await expect(form.getByTestId('contact-counter')).toHaveText('6/2000 znaků');
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(form.getByText('Vyplňte prosím své jméno.')).toBeVisible();
    await expect(form.getByText(czech('Zadejte prosím platnou e-mailovou adresu.'))).toBeVisible();
    await expect(form.getByText('Zpráva musí mít alespoň 10 znaků.')).toBeVisible();
    await expect(form.getByLabel(czech('E-mail'))).toHaveValue('jana@firma');
    await expect(form.getByLabel('Zpráva')).toHaveValue('Krátká');
    await expect(form.getByLabel('Jméno')).toBeFocused();
    // Errors and the counter are tied to their fields for screen readers. This needs the same
    // useId values in the prerendered HTML and after hydration (attributes are not patched).
    const describedBy = await form.getByLabel('Jméno').getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Vyplňte prosím své jméno.');
    const messageIds = ((await form.getByLabel('Zpráva').getAttribute('aria-describedby')) ?? '').split(' ');
    await expect(page.locator(`[id="${messageIds.find((id) => id.endsWith('-counter'))}"]`)).toHaveText('6/2000 znaků');
    expect(requests).toEqual([]);
  });
});

test.describe('contact form limits', () => {
  test('a paste over the limit is kept whole, its count turns red, and sending names the limit (no maxlength)', async ({ page }) => {
    await rejectCookiesUpFront(page);
    await page.goto('/cs');
    const form = page.getByTestId('contact-form');
    const message = form.getByLabel('Zpráva');
    const counter = form.getByTestId('contact-counter');
    // 1,500 emoji are 1,500 characters to the contract (3,000 UTF-16 units to a maxlength).
    const emoji = '😀'.repeat(1500);
    await message.fill(emoji);
    await expect(message).toHaveValue(emoji);
    await expect(counter).toHaveText(czech('1500/2000 znaků'));
    const long = 'Dobrý den. '.repeat(200).trim() + ' navíc';
    await message.fill(long);
    await expect(message).toHaveValue(long);
    await expect(counter).toHaveText(czech(`${[...long].length}/2000 znaků`));
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
    const error = form.getByText(czech('Zkraťte prosím zprávu na nejvýše 2000 znaků.'));
    await expect(error).toBeVisible();
    await expect(message).toHaveValue(long);
    // The count over the limit is drawn in the error's colour.
    const red = await error.evaluate((element) => getComputedStyle(element).color);
    await expect(counter).toHaveCSS('color', red);
    await message.fill('Dobrý den, krátce.');
    await expect(counter).not.toHaveCSS('color', red);
  });
});

test.describe('cookie consent (D16, D27, D28)', () => {
  test('nothing third-party before consent; accept all stores four booleans + ISO date and loads analytics', async ({
    page,
    context,
    baseURL,
  }) => {
    const analytics = await stubAnalytics(context);
    const external = thirdParty(page, baseURL ?? '');
    const scripts: string[] = [];
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(new URL(response.url()).pathname);
      bodies.push(response.text().catch(() => ''));
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(external).toEqual([]);
    expect(analytics).toEqual([]);
    // D29 (revised) and D34: dialogs load at idle; the zod form schemas are the function's (the
    // browser checks with the contracts) and supabase-js waits for intent in a form.
    expect(scripts.filter((path) => /form-rules|contact-schema|lead-schema/.test(path))).toEqual([]);
    expect(
      (await Promise.all(bodies)).filter((body) => body.includes('supabaseUrl is required')),
      'supabase-js',
    ).toEqual([]);
    expect(
      scripts.some((path) => /SignupDialog/.test(path)),
      'the signup dialog is prefetched at idle',
    ).toBe(true);

    // D28: the banner's text stays smaller than the hero heading.
    const bannerText = await banner.evaluate((node) =>
      Math.max(...[...node.querySelectorAll('p')].map((p) => parseFloat(getComputedStyle(p).fontSize))),
    );
    const h1 = await page
      .locator('h1')
      .first()
      .evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    expect(bannerText).toBeLessThan(h1);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toHaveCount(0);
    const stored = await storedConsent(page);
    expect(stored.preferences).toEqual({ necessary: true, analytics: true, marketing: true, preferences: true, version: 1 });
    expect(new Date(stored.date ?? '').toISOString()).toBe(stored.date);
    await expect.poll(() => analytics.some((url) => url.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST'))).toBe(true);
    await expect.poll(() => analytics.some((url) => url.startsWith('https://www.clarity.ms/tag/e2eclarity'))).toBe(true);

    // The next page view loads them again without asking.
    analytics.length = 0;
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await expect.poll(() => analytics.length).toBeGreaterThanOrEqual(2);
  });

  test('reject all stores only necessary; nothing is loaded, now or on the next view', async ({ page, context, baseURL }) => {
    const analytics = await stubAnalytics(context);
    const external = thirdParty(page, baseURL ?? '');
    await page.goto('/cs');
    await page.getByRole('region', { name: 'Souhlas s cookies' }).getByRole('button', { name: 'Odmítnout vše' }).click();
    expect((await storedConsent(page)).preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
      version: 1,
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Souhlas s cookies' })).toHaveCount(0);
    expect(analytics).toEqual([]);
    expect(external).toEqual([]);
  });

  test('close hides the banner without storing; it shows again on the next view', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Close without choosing' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(await storedConsent(page)).toEqual({ preferences: null, date: null });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  });

  test('settings: necessary locked; save stores the switches; footer link reopens; withdrawing stops analytics on the next view', async ({
    page,
    context,
  }) => {
    const analytics = await stubAnalytics(context);
    await page.goto('/');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: 'Necessary' })).toHaveAttribute('aria-checked', 'true');
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await storedConsent(page)).preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
      version: 1,
    });
    await expect.poll(() => analytics.length).toBeGreaterThanOrEqual(2);

    // Withdraw from the footer link.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const again = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(again.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'true');
    await again.getByRole('button', { name: 'Reject all' }).click();
    expect((await storedConsent(page)).preferences.analytics).toBe(false);
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused();
    analytics.length = 0;
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(analytics).toEqual([]);
  });

  test('D36: consent mode defaults precede gtm.js; "analytics on, marketing off" grants analytics only; accepting all later grants the ad signals', async ({
    page,
    context,
  }) => {
    await stubAnalytics(context);
    await page.goto('/');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    // The dataLayer as the tag manager reads it: consent commands are Arguments objects.
    const consentState = () =>
      page.evaluate(() => {
        const entries = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
          Object.prototype.toString.call(entry) === '[object Arguments]'
            ? { command: [...(entry as IArguments)] }
            : { event: (entry as { event?: string }).event },
        );
        const gtmAt = entries.findIndex((entry) => entry.event === 'gtm.js');
        const defaultAt = entries.findIndex((entry) => entry.command?.[0] === 'consent' && entry.command[1] === 'default');
        const merged: Record<string, string> = {};
        for (const entry of entries) if (entry.command?.[0] === 'consent') Object.assign(merged, entry.command[2]);
        return { gtmAt, defaultAt, defaults: entries[defaultAt]?.command?.[2], merged };
      });
    await expect.poll(async () => (await consentState()).gtmAt).toBeGreaterThan(0);
    const first = await consentState();
    expect(first.defaultAt).toBeGreaterThanOrEqual(0);
    expect(first.defaultAt).toBeLessThan(first.gtmAt);
    expect(first.defaults).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(first.merged).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Accept all' }).click();
    await expect
      .poll(async () => (await consentState()).merged)
      .toEqual({
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      });
  });

  test('D16: an expired consent shows the banner again and loads nothing', async ({ page, context }) => {
    const analytics = await stubAnalytics(context);
    await page.addInitScript(() => {
      const old = new Date();
      old.setMonth(old.getMonth() - 13);
      localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({ necessary: true, analytics: true, marketing: true, preferences: true, version: 1 }),
      );
      localStorage.setItem('cookie-consent-date', old.toISOString());
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(analytics).toEqual([]);
  });
});

test.describe('scripted demo', () => {
  test('/demo?tab=david runs to its result panel', async ({ page }) => {
    await rejectCookiesUpFront(page);
    await page.goto('/demo?tab=david');
    await expect(page.getByRole('tab', { name: /David/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Start demo' }).click();
    const result = page.getByTestId('demo-result');
    await expect(result).toBeVisible({ timeout: 10_000 });
    await expect(result).toContainText('47 prospects researched');
    // A finished run offers Run again in the place of Stop (issue 33, U9); a new run starts clean.
    await expect(page.getByRole('button', { name: 'Stop demo' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect(result).toHaveCount(0);
    await page.getByRole('button', { name: 'Stop demo' }).click();
    await expect(page.getByRole('button', { name: 'Start demo' })).toBeVisible();
  });

  test('/demo keeps the picked tab in its address, without a history entry per tab, so a reload shows it again', async ({ page }) => {
    await rejectCookiesUpFront(page);
    await page.goto('/demo');
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('tab', { name: /Julie/ }).click();
    await expect(page).toHaveURL(/\/demo\?tab=julie$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: /Julie/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: /Andrea/ }).click();
    await expect(page).toHaveURL(/\/demo$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test('reduced motion: steps still reach the result, without animation classes applied', async ({ page }) => {
    await rejectCookiesUpFront(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('#demo').getByRole('button', { name: 'Start demo' }).click();
    await expect(page.locator('#demo li[data-reached]').first()).toBeVisible({ timeout: 3_000 });
    const animation = await page
      .locator('#demo [aria-hidden="true"].rounded-full')
      .nth(1)
      .evaluate((node) => getComputedStyle(node).animationName);
    expect(animation).toBe('none');
    await expect(page.getByTestId('demo-result')).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('accessibility of the interactive surfaces (WCAG 2.1 AA)', () => {
  test('banner, settings dialog, signup plan step, demo result and a toast are axe-clean', async ({ page }) => {
    // Five full-page axe scans and the scripted demo in one journey: ~15 s alone, over 30 s on a busy machine.
    test.setTimeout(60_000);
    await page.goto('/cs');
    await expect(page.getByRole('region', { name: 'Souhlas s cookies' })).toBeVisible();
    await expectNoAxeViolations(page, 'banner');
    await page.getByRole('region', { name: 'Souhlas s cookies' }).getByRole('button', { name: 'Nastavení' }).click();
    await expect(page.getByRole('dialog', { name: 'Nastavení cookies' })).toBeVisible();
    await expectNoAxeViolations(page, 'cookie settings');
    await page.getByRole('button', { name: 'Uložit nastavení' }).click();

    await page.locator('#demo').getByRole('button', { name: 'Spustit ukázku' }).click();
    await expect(page.getByTestId('demo-result')).toBeVisible({ timeout: 10_000 });
    await expectNoAxeViolations(page, 'demo result');

    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(form.getByText('Vyplňte prosím své jméno.')).toBeVisible();
    await expectNoAxeViolations(page, 'contact errors');

    await page.goto('/cs/demo');
    await page.getByRole('main').getByRole('button', { name: 'Vyzkoušet zdarma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Začněte s Andreou' });
    await dialog.getByLabel(czech('E-mailová adresa')).fill('jana@firma.cz');
    await dialog.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(page.getByRole('dialog', { name: 'Váš tarif' })).toBeVisible();
    await expectNoAxeViolations(page, 'signup plan step');
  });
});
