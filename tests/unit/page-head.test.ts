import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { routeById } from '@/app/routes';
import { headHtml, headTags, pageHead } from '@/features/seo/page-head';

const t = createInstance({ lng: 'cs', resources: {}, initAsync: false }).t;

describe('pageHead', () => {
  it('gives a self canonical per language and three reciprocal alternates', () => {
    const head = pageHead({ route: routeById('andrea'), language: 'cs', t, siteUrl: 'https://example.cz/' });
    expect(head.canonical).toBe('https://example.cz/cs/andrea');
    expect(head.alternates).toEqual([
      { hrefLang: 'en', href: 'https://example.cz/andrea' },
      { hrefLang: 'cs', href: 'https://example.cz/cs/andrea' },
      { hrefLang: 'x-default', href: 'https://example.cz/andrea' },
    ]);
    expect(head.ogLocale).toBe('cs_CZ');
    expect(head.ogLocaleAlternate).toBe('en_US');
  });
  it('points an alias at its primary page (D2) and the home page at the root', () => {
    expect(pageHead({ route: routeById('terms'), language: 'en', t, siteUrl: 'https://example.cz' }).canonical).toBe('https://example.cz/terms');
    expect(pageHead({ route: routeById('home'), language: 'cs', t, siteUrl: 'https://example.cz' }).canonical).toBe('https://example.cz/cs');
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
