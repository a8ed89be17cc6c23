import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, ROUTES, routeById } from '@/config/routes';
import { site, type Language } from '@/config/site';
import { headHtml, headTags, pageHead } from '@/features/seo/page-head';
import { createServerI18n } from '@/i18n/create-server-i18n';
import { NAMESPACES } from '@/i18n/initial-resources';
import type { LanguageResources } from '@/i18n/namespaces';
import { languageEntry, LANGUAGES } from '@shared/languages';

const t = createInstance({ lng: 'cs', resources: {}, initAsync: false }).t;

describe('pageHead', () => {
  it('gives a self canonical per language and three reciprocal alternates', () => {
    const head = pageHead({ route: routeById('andrea'), language: 'cs', t, siteUrl: 'https://example.cz/' });
    expect(head.canonical).toBe('https://example.cz/cs/andrea');
    expect(head.alternates).toContainEqual({ hrefLang: 'en', href: 'https://example.cz/andrea' });
    expect(head.alternates).toContainEqual({ hrefLang: 'cs', href: 'https://example.cz/cs/andrea' });
    expect(head.alternates.map((alternate) => alternate.hrefLang)).toEqual([...LANGUAGES, 'x-default']);
    expect(head.alternates.at(-1)).toEqual({ hrefLang: 'x-default', href: 'https://example.cz/andrea' });
    expect(head.ogLocale).toBe('cs_CZ');
    expect(head.ogLocaleAlternates).toEqual(
      LANGUAGES.filter((language) => language !== 'cs').map((language) => languageEntry(language).ogLocale),
    );
  });
  it('points an alias at its primary page (D2) and the home page at the root', () => {
    expect(pageHead({ route: routeById('terms'), language: 'en', t, siteUrl: 'https://example.cz' }).canonical).toBe(
      'https://example.cz/terms',
    );
    expect(pageHead({ route: routeById('home'), language: 'cs', t, siteUrl: 'https://example.cz' }).canonical).toBe(
      'https://example.cz/cs',
    );
  });
  it('marks no-index pages, and the invitation page for googlebot too (D1)', () => {
    const invitation = pageHead({ route: routeById('exclusiveEarlyAccess'), language: 'en', t, siteUrl: 'https://e.cz' });
    expect(invitation.robots).toMatch(/noindex/);
    expect(invitation.googlebot).toMatch(/noindex/);
    const open = pageHead({ route: routeById('earlyAccess'), language: 'en', t, siteUrl: 'https://e.cz' });
    expect(open.robots).toBeUndefined();
    expect(open.googlebot).toBeUndefined();
  });
  it('writes one title and escapes what it writes (D7)', () => {
    const head = { ...pageHead({ route: routeById('home'), language: 'en', t, siteUrl: 'https://e.cz' }), title: 'A <b> & "c"' };
    const html = headHtml(head);
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
    expect(html).toContain('hreflang="x-default"');
    expect(headTags(head).filter((tag) => tag.tag === 'link' && tag.attrs.rel === 'canonical')).toHaveLength(1);
  });
});

const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');
function realT(language: Language) {
  const resources: LanguageResources = {};
  for (const ns of NAMESPACES) resources[ns] = JSON.parse(readFileSync(path.join(LOCALES, language, `${ns}.json`), 'utf8'));
  return createServerI18n(language, resources).getFixedT(language);
}

describe('meta strings take the same {{variables}} as page copy', () => {
  it('fills trial length, prices and the claim from site.ts, for the prerender and <Seo> alike', () => {
    const meta = { title: '{{days}} days', description: '{{draftPrice}} or {{fullPrice}}, up to {{percent}}%', keywords: 'trial {{days}}' };
    const t = createServerI18n('en', { legal: { terms: { meta } } }).getFixedT('en');
    const head = pageHead({ route: routeById('terms'), language: 'en', t, siteUrl: 'https://e.cz' });
    expect(head.title).toBe(`${site.trialDays} days`);
    expect(head.description).toBe(
      `€${site.plans[0].monthlyPrice.EUR} or €${site.plans[1].monthlyPrice.EUR}, up to ${site.claims.emailTimeSaved}%`,
    );
    expect(head.keywords).toBe(`trial ${site.trialDays}`);
  });

  it.each(LANGUAGES)('leaves no placeholder in any page head in %s, and the trial length comes from site.trialDays', (language) => {
    const t = realT(language);
    for (const route of [...ROUTES, NOT_FOUND_ROUTE]) {
      const head = pageHead({ route, language, t, siteUrl: 'https://e.cz' });
      expect(`${head.title} ${head.description} ${head.keywords}`, route.id).not.toMatch(/\{\{|\}\}/);
    }
    for (const id of ['terms', 'realEstate'] as const) {
      expect(pageHead({ route: routeById(id), language, t, siteUrl: 'https://e.cz' }).description).toContain(String(site.trialDays));
    }
  });
});
