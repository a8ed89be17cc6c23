/**
 * D88, issue 62: the waiting list's double opt-in as a visitor meets it, in every engine (D52) on
 * the server `npm start` runs: join, the success step asks to confirm, the local outbox holds one
 * e-mail in the visitor's language, its link confirms and names the waiting list, `npm run leads`
 * shows the lead confirmed, a reload says the address is already confirmed (issue 74), and the
 * link's second use says it is used.
 */
import { CONFIRM_PATH } from '../supabase/functions/_shared/confirm-link.ts';
import { LANGUAGES, localizePath } from '../src/i18n/language';
import { expect, test } from './engines/fixture';
import { leadsTable, outboxMails, storedRecords } from './helpers';
import { localeText } from './locales';

test.describe.configure({ timeout: 90_000 });

const DIALOG = '[role="dialog"]';

for (const language of LANGUAGES) {
  test(`double opt-in in ${language}: join, confirm from the e-mail, the lead is confirmed; the link works once`, async ({ visitor }) => {
    const email = `opt-in-${visitor.engine}-${language}-${Date.now()}@firma.cz`;
    await visitor.visit(localizePath('/julie', language));
    await visitor.hydrated();
    await visitor.click({ css: 'main a[data-employee="Julie"]' });
    const step = `${DIALOG} [data-step="email"]`;
    await visitor.fill({ css: `${step} input[name="name"]` }, 'Jana Nováková');
    await visitor.fill({ css: `${step} input[name="email"]` }, email);
    await visitor.click({ css: `${step} button[type="submit"]` });

    // The success step asks to confirm from the e-mail.
    await visitor.visible({ css: `${DIALOG} [data-step="success"] h2`, text: localeText(language, 'common', 'waitlist.successTitle') });

    // One e-mail in the local outbox, in the page's language, with a link to the confirmation page.
    await expect.poll(async () => (await outboxMails()).filter((mail) => mail.to === email).length, { timeout: 15_000 }).toBe(1);
    const [mail] = (await outboxMails()).filter((mail) => mail.to === email);
    expect(mail.language).toBe(language);
    expect(mail.subject).toBe(localeText(language, 'common', 'waitlist.mail.subject', { employee: 'Julie' }));
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? 'about:blank');
    expect(link.pathname).toBe(localizePath(CONFIRM_PATH, language));
    expect((await storedRecords()).leads.find((lead) => lead.email === email)).toMatchObject({ status: 'pending', confirmed_at: null });

    // Its link confirms.
    await visitor.open(link.pathname + link.search);
    await visitor.hydrated();
    // One heading, and it names the list confirmed.
    await visitor.visible({
      css: 'main [role="status"] h1[data-confirmed-lists]',
      text: localeText(language, 'earlyAccess', 'confirm.confirmed.titleFor', { employees: 'Julie' }),
    });
    // The token has left the address.
    await visitor
      .until(() => location.pathname + location.search, undefined, 'the token leaves the address')
      .toBe(localizePath(CONFIRM_PATH, language));
    const lead = (await storedRecords()).leads.find((row) => row.email === email);
    expect(lead?.status).toBe('confirmed');
    expect(Date.parse(lead?.confirmed_at ?? '')).toBeGreaterThan(Date.now() - 120_000);
    expect((await leadsTable()).split('\n').find((line) => line.includes(email))).toMatch(/\bconfirmed\s+\d{4}-\d\d-\d\dT/);

    // A reload of the page says the address is already confirmed, and offers no new join.
    await visitor.reload();
    await visitor.hydrated();
    await visitor.visible({
      css: 'main [role="status"] h1',
      text: localeText(language, 'earlyAccess', 'confirm.already.titleFor', { employees: 'Julie' }),
    });
    await visitor.visible({ css: 'main [role="status"] p', text: localeText(language, 'earlyAccess', 'confirm.already.body') });
    expect(await visitor.evaluate(() => document.querySelectorAll('main a[href$="/early-access"]').length, undefined)).toBe(0);

    // A second use says it is used, and offers to join again.
    await visitor.open(link.pathname + link.search);
    await visitor.hydrated();
    await visitor.visible({ css: 'main [role="status"] h1', text: localeText(language, 'earlyAccess', 'confirm.used.title') });
    await visitor.visible({ css: 'main a', text: localeText(language, 'earlyAccess', 'confirm.joinAgain') });
    expect(await visitor.allErrors()).toEqual([]);
  });
}
