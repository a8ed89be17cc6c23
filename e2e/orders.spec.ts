/**
 * Issue 72: the checkout is a loop, not a door, as a visitor meets it in every engine (D52) on the
 * server `npm start` runs: the signup's plan step links the local checkout stand-in, whose "pay"
 * signs the provider's `checkout.session.completed` and returns to /payment-success with the
 * session id; the page reads the recorded order in the visitor's language, the local outbox holds
 * one confirmation in that language with the Terms' version and the withdrawal form, and
 * `npm run orders` lists the order. The same webhook delivered again stores and sends nothing.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Stripe from 'stripe';
import { completedCheckoutEvent } from '../scripts/local-backend/orders.ts';
import { LANGUAGES, localizePath } from '../src/i18n/language';
import { CURRENCY_BY_LANGUAGE } from '../src/config/site';
import { expect, test } from './engines/fixture';
import { outboxMails } from './helpers';
import { localeText } from './locales';

test.describe.configure({ timeout: 120_000 });

const DIALOG = '[role="dialog"]';
const run = promisify(execFile);

interface ListedOrder {
  session_id: string;
  event_id: string;
  plan: string;
  language: string;
  currency: string;
  email: string;
  terms_version: string | null;
  confirmation_sent_at: string | null;
}

/** `npm run orders`, as the operator reads it. */
async function npmRunOrders(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/orders.ts', ...args], {
    env: { ...process.env, LOCAL_DB_DIR: process.env.E2E_DB_DIR },
  });
  return stdout;
}
const listedOrders = async () => (JSON.parse(await npmRunOrders('--json')) as { orders: ListedOrder[] }).orders;

for (const language of LANGUAGES) {
  test(`the order loop in ${language}: plan, local checkout, the recorded order on the success page, one confirmation, npm run orders`, async ({
    visitor,
  }) => {
    const email = `order-${visitor.engine}-${language}-${Date.now()}@firma.cz`;
    await visitor.visit(localizePath('/andrea', language));
    await visitor.hydrated();
    await visitor.click({ css: '#pricing [data-plan="draft"] a[role="button"]' });
    await visitor.fill({ css: `${DIALOG} [data-step="email"] input[type="email"]` }, email);
    await visitor.click({ css: `${DIALOG} [data-step="email"] button[type="submit"]` });
    const link = await visitor.visible({ css: `${DIALOG} a[data-plan-checkout="draft"]` });
    const href = await visitor.evaluate((selector) => document.querySelector(selector)?.getAttribute('href') ?? '', link);
    const pageTerms = await visitor.evaluate(
      () => document.querySelector<HTMLMetaElement>('meta[name="terms-version"]')?.content ?? '',
      undefined,
    );
    expect(pageTerms).toMatch(/^\d{4}-\d{2}-\d{2}-[0-9a-f]{12}$/);
    // Plan, language and the Terms this page shows ride in the reference; nothing personal.
    const reference = new URL(href, 'http://x').searchParams.get('client_reference_id');
    expect(reference).toBe(`draft_${language}_${pageTerms.slice(0, 10).replaceAll('-', '')}-${pageTerms.slice(11)}`);

    // The stand-in shows the plan and price, and its button says the order is binding.
    await visitor.open(href);
    await visitor.visible({ css: 'h1', text: localeText(language, 'payment', 'localCheckout.title') });
    await visitor.visible({ css: 'p strong', text: localeText(language, 'common', 'plans.draft.name') });
    await visitor.click({ css: 'button[type="submit"]', text: localeText(language, 'payment', 'localCheckout.pay') });

    // Back on the success page of the visitor's language with the session id, as the provider returns.
    await expect
      .poll(() => visitor.path(), { timeout: 15_000 })
      .toMatch(new RegExp(`^${localizePath('/payment-success', language)}\\?session_id=cs_test_local[0-9a-f]+$`));
    const sessionId = new URLSearchParams((await visitor.path()).split('?')[1]).get('session_id')!;
    await visitor.hydrated();
    await visitor.visible({ css: 'main [data-state="recorded"] h1', text: localeText(language, 'payment', 'recorded.title') }, 20_000);
    const lead = await visitor.evaluate(() => document.querySelector('main [data-state="recorded"]')?.textContent ?? '', undefined);
    expect(lead).toContain(localeText(language, 'common', 'plans.draft.name'));
    // The masked address only: its first letter, never the whole of it.
    expect(lead).toContain('o…@f….cz');
    expect(lead).not.toContain(email);

    // One confirmation in the outbox, in the visitor's language, with the Terms' version and the withdrawal form.
    await expect.poll(async () => (await outboxMails()).filter((mail) => mail.to === email).length, { timeout: 15_000 }).toBe(1);
    const [mail] = (await outboxMails()).filter((mail) => mail.to === email);
    expect(mail.language).toBe(language);
    expect(mail.subject).toContain(localeText(language, 'common', 'plans.draft.name'));
    expect(mail.text).toContain(pageTerms);
    expect(mail.text).toContain(`/terms-versions/${pageTerms.slice(11)}.${language}.txt`);
    expect(mail.text).toContain(localeText(language, 'legal', 'order.withdrawalForm', { operator: '' }).split('\n')[0]);

    // The Terms copy the e-mail links is served, in that language.
    const termsCopy = await (await fetch(`${visitor.gate.origin}/terms-versions/${pageTerms.slice(11)}.${language}.txt`)).text();
    expect(termsCopy).toContain(localeText(language, 'legal', 'terms.title'));

    // npm run orders lists it, as a table and as JSON.
    const [order] = (await listedOrders()).filter((row) => row.session_id === sessionId);
    expect(order).toMatchObject({ plan: 'draft', language, currency: CURRENCY_BY_LANGUAGE[language], email, terms_version: pageTerms });
    expect(order.confirmation_sent_at).not.toBeNull();
    expect((await npmRunOrders()).split('\n').some((line) => line.includes(sessionId) && line.includes(email))).toBe(true);

    // The same webhook delivered again (its event and session, signed anew as the provider's retry is) stores and sends nothing.
    const secret = (await readFile(join(process.env.E2E_DB_DIR!, 'local-webhook-secret.txt'), 'utf8')).trim();
    const { payload } = completedCheckoutEvent({
      plan: 'draft',
      currency: CURRENCY_BY_LANGUAGE[language],
      email,
      reference: reference!,
      sessionId,
      eventId: order.event_id,
    });
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const again = await fetch(`${visitor.gate.origin}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    expect({ status: again.status, body: await again.json() }).toEqual({
      status: 200,
      body: { received: true, order: 'known', confirmation: 'not_due' },
    });
    expect((await listedOrders()).filter((row) => row.email === email)).toHaveLength(1);
    expect((await outboxMails()).filter((row) => row.to === email)).toHaveLength(1);
    expect(await visitor.allErrors()).toEqual([]);
  });
}
