import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/languages';
import { site } from '@/config/site';
import PrivacyPage from '@/pages/PrivacyPage';
import TermsPage from '@/pages/TermsPage';
import { renderScreen } from '../render';
import { typeset } from '@/i18n/typography';

function sectionHeadings() {
  return screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('section[id]')?.tagName === 'SECTION' && heading.id.endsWith('-heading'));
}

/** Every TOC entry points at an element that exists, and every numbered section is listed. */
function expectTocMatchesSections(label: RegExp, count: number) {
  const nav = screen.getByRole('navigation', { name: label });
  const links = within(nav).getAllByRole('link');
  expect(links).toHaveLength(count);
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^#[\w-]+$/);
    const target = document.getElementById(href.slice(1));
    expect(target, href).not.toBeNull();
    expect(target?.tagName).toBe('SECTION');
  }
  expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(count);
}

describe.each(LANGUAGES)('Terms in %s', (language) => {
  const render = () => renderScreen(<TermsPage />, { language, namespaces: ['legal'], path: language === 'cs' ? '/cs/terms' : '/terms' });

  it('has 15 numbered sections and a table of contents whose links point to existing ids', () => {
    render();
    const headings = sectionHeadings();
    expect(headings).toHaveLength(15);
    headings.forEach((heading, index) => expect(heading.textContent?.startsWith(`${index + 1}.`)).toBe(true));
    expectTocMatchesSections(language === 'cs' ? /Obsah dokumentu/ : /Table of contents/, 15);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('makes every address in its text a link to write to it (UX review 4, C10)', () => {
    render();
    for (const id of ['accounts', 'payment', 'contactUs']) {
      const section = document.getElementById(id) as HTMLElement;
      const links = [...section.querySelectorAll('p a[href^="mailto:"], li a[href^="mailto:"]')];
      expect(links.length, id).toBeGreaterThan(0);
      for (const link of links) expect(link.getAttribute('href')).toBe(`mailto:${link.textContent}`);
    }
    const contactUs = document.getElementById('contactUs') as HTMLElement;
    const addresses = [...contactUs.querySelectorAll('a[href^="mailto:"]')].map((link) => link.textContent);
    expect(addresses).toEqual(expect.arrayContaining([site.emails.contact, site.emails.security]));
  });

  it('shows the operator identity from site.company in section 2, register entry in its language (D14, D31)', () => {
    render();
    const operator = document.getElementById('operator') as HTMLElement;
    const text = operator.textContent ?? '';
    for (const value of [
      site.company.legalName,
      site.company.address,
      site.company.ico,
      site.company.dic,
      site.company.register[language] ?? site.company.register.en,
    ]) {
      expect(text).toContain(typeset(value, language));
    }
    expect(within(operator).getByText(language === 'cs' ? 'IČO' : 'Company ID (IČO)')).toBeTruthy();
  });

  it('states the trial, renewal, billing, refunds, liability, TLS and law constants (D11, D14, D37, D43)', () => {
    render();
    const payment = document.getElementById('payment')?.textContent ?? '';
    const all = document.body.textContent ?? '';
    if (language === 'en') {
      expect(payment).toContain(`${site.trialDays}-day free trial`);
      expect(payment).toMatch(/renews automatically each month at the price of your plan/);
      expect(payment).toMatch(/takes effect at the end of the period you have already paid for/);
      // D37: monthly plans only; annual billing appears once, as the rule for a plan we may offer.
      expect(payment).toMatch(/billed monthly in advance/);
      expect(payment.match(/annual/g)).toEqual(['annual', 'annual']);
      expect(payment).toMatch(/where we offer an annual plan, it is billed annually in advance/);
      expect(payment).toMatch(/including VAT/);
      expect(payment).toMatch(/do not refund partial months/);
      expect(payment).toMatch(/within 14 days/);
      expect(payment).toMatch(/model withdrawal form/);
      expect(all).toMatch(/12 months preceding/);
      // The whole previous paragraph (lost profit and the cap), as the Czech says (issue 25).
      expect(all).toMatch(/The limitations in the previous paragraph do not apply to consumers/);
      expect(all).toMatch(/Czech Trade Inspection Authority/);
    } else {
      expect(payment).toContain(`${site.trialDays}denní zkušební období`);
      expect(payment).toMatch(/automaticky se každý měsíc obnovuje za cenu vašeho tarifu/);
      expect(payment).toMatch(/výpověď je účinná ke konci již zaplaceného období/);
      expect(payment).toMatch(/platí měsíčně předem/);
      expect(payment.match(/ročn/g)).toEqual(['ročn', 'ročn']);
      expect(payment).toMatch(/pokud nabídneme roční tarif, platí se ročně předem/);
      expect(payment).toMatch(/včetně DPH/);
      expect(payment).toMatch(/nevyčerpanou část měsíce peníze nevracíme/);
      expect(payment).toMatch(/do\s14\sdnů/);
      expect(payment).toMatch(/vzorový formulář pro odstoupení od smlouvy/);
      expect(all).toMatch(/do výše částky, kterou jste nám zaplatili v\sposledních 12\směsících před událostí/);
      expect(all).toMatch(/Omezení podle předchozího odstavce se vůči spotřebitelům neuplatní/);
      expect(all).toMatch(/Česká obchodní inspekce/);
    }
    expect(all).toMatch(/TLS/);
    expect(all).not.toContain('TLS 1.3');
    expect(all).not.toMatch(/14[- ]day free trial|14denní|no credit card|bez platební karty/i);
    expect(all).not.toMatch(/\{\{|\}\}/);
  });

  it('states tester access (D55), the AI model provider (D53), a conditional withdrawal and no waiting list in the agreement (issue 25)', () => {
    render();
    const text = (id: string) => document.getElementById(id)?.textContent ?? '';
    const onRequest = typeset(language === 'cs' ? '(poskytovatele sdělíme na požádání)' : '(provider named on request)', language);
    expect(site.aiModelProvider).toBeUndefined();
    expect(text('infrastructure')).toContain(onRequest);
    expect(text('thirdParties')).toMatch(language === 'cs' ? /poskytovatele modelu umělé inteligence/ : /the AI model provider/);
    expect(text('agreement')).not.toMatch(/waiting list|čekací listin/);
    // D66: no reply time is promised while VITE_REPLY_WORKING_DAYS is unset.
    expect(text('contactUs')).toContain(typeset(language === 'cs' ? 'Odpovídáme co nejdříve.' : 'We reply as soon as we can.', language));
    const sentences =
      language === 'en'
        ? [
            `Tester access. Access through our page for partners and testers is free, needs no card and ends by itself ${site.testerAccessDays} days after you connect your mailbox`,
            'It never becomes a paid subscription. These terms apply to it, except the payment provisions',
            'If the 14 days fall within your free trial, withdrawing costs you nothing; otherwise we refund your payment',
          ]
        : [
            `Přístup pro testery. Přístup přes stránku pro partnery a testery je zdarma, nevyžaduje kartu a sám skončí ${site.testerAccessDays} dní po připojení schránky`,
            'Nikdy se nezmění v placené předplatné. Platí pro něj tyto podmínky s výjimkou ustanovení o platbách',
            'Pokud těchto 14 dnů uplyne během zkušebního období zdarma, odstoupení vás nic nestojí; jinak vám vrátíme platbu',
          ];
    for (const sentence of sentences) expect(text('payment')).toContain(typeset(sentence, language));
  });

  it('shows a fixed "last updated" date formatted for the language', () => {
    render();
    const time = document.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-22');
    expect(time?.textContent).toBe(language === 'cs' ? '22. listopadu 2026' : '22 November 2026');
  });
});

describe.each(LANGUAGES)('Privacy in %s', (language) => {
  it('says what each cookie switch controls, with the consent signals it sets (D36)', () => {
    renderScreen(<PrivacyPage />, { language, namespaces: ['legal'], path: language === 'cs' ? '/cs/privacy' : '/privacy' });
    const usage = document.getElementById('usage') as HTMLElement;
    const terms = [...usage.querySelectorAll('dl dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(
      language === 'cs'
        ? ['Nezbytné', 'Analytické', 'Marketingové', 'Preferenční']
        : ['Necessary', 'Analytics', 'Marketing', 'Preferences'],
    );
    const text = usage.textContent ?? '';
    for (const signal of ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization']) expect(text).toContain(signal);
  });

  it('has the nine areas, six processors with the AI language model (D53), Google apart as a connected service (D40), a 24-month retention and the ÚOOÚ complaint', () => {
    renderScreen(<PrivacyPage />, { language, namespaces: ['legal'], path: language === 'cs' ? '/cs/privacy' : '/privacy' });
    expect(sectionHeadings()).toHaveLength(9);
    expectTocMatchesSections(language === 'cs' ? /Obsah dokumentu/ : /Table of contents/, 9);
    const [processors, connected] = screen.getAllByRole('table');
    expect(within(processors).getAllByRole('rowheader')).toHaveLength(6);
    // Unset in site.ts, the provider is named on request; the terms call this list complete.
    expect(within(processors).getAllByRole('rowheader')[2].textContent).toBe(
      typeset(
        language === 'cs'
          ? 'Jazykový model umělé inteligence (poskytovatele sdělíme na požádání)'
          : 'AI language model (provider named on request)',
        language,
      ),
    );
    expect(processors.textContent).toMatch(/Supabase/);
    expect(processors.textContent).not.toMatch(/Gmail/);
    // D66: unset, the host and the mail provider are not placed in the EU, and the provider is named on request.
    const rows = within(processors)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '');
    const hosting = rows.find((row) => /Hosting|hosting/.test(row)) ?? '';
    const email = rows.find((row) => /Doručování e[-\u2011]mailů|Email delivery/.test(row)) ?? '';
    expect(hosting).toContain(
      typeset(
        language === 'cs' ? 'Globální síť poskytovatele hostingu, i mimo EU' : "The hosting provider's global network, also outside the EU",
        language,
      ),
    );
    expect(hosting).not.toMatch(/Evropská unie|European Union/);
    expect(email).toContain(
      typeset(
        language === 'cs' ? 'Doručování e-mailů (poskytovatele sdělíme na požádání)' : 'Email delivery (provider named on request)',
        language,
      ),
    );
    expect(email).toMatch(/mimo EU \(USA\)|outside the EU \(USA\)/);
    expect(document.getElementById('workflow')?.textContent).toMatch(/Limited Use/);
    expect(
      within(connected)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      language === 'cs'
        ? 'Rozhraní Googlu (Gmail, Kalendář Google, přihlášení přes Google)'
        : 'Google APIs (Gmail, Google Calendar, Google sign-in)',
    ]);
    expect(connected.querySelector('caption')?.textContent).toBe(
      language === 'cs' ? 'Služby, ke kterým nás připojujete' : 'Services you connect us to',
    );
    const retention = document.getElementById('retention')?.textContent ?? '';
    expect(retention).toMatch(language === 'cs' ? /24\směsíců/ : /24 months/);
    expect(document.getElementById('rights')?.textContent).toMatch(/ÚOOÚ/);
    expect(document.body.textContent).toContain(site.company.legalName);
    expect(document.body.textContent).not.toMatch(/\{\{|\}\}/);
  });
});
