import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, languageFromPath, localizePath, stripLanguage } from '@/i18n/language';
import { rootRedirect, ROOT_REDIRECTS } from '@/i18n/root-redirect';
import { matchRoute } from '@/config/routes';

describe('languageFromPath', () => {
  it.each([
    ['/cs', 'cs'],
    ['/cs/', 'cs'],
    ['/cs/andrea?x=1#y', 'cs'],
    ['/cs?x=1', 'cs'],
    ['/cs#pricing', 'cs'],
    ['/csx', 'en'],
    ['/andrea', 'en'],
    ['/', 'en'],
    ['/terms-and-conditions', 'en'],
  ])('%s is %s', (path, language) => expect(languageFromPath(path)).toBe(language));
});

describe('stripLanguage and localizePath', () => {
  it('strips the prefix and keeps query and hash', () => {
    expect(stripLanguage('/cs')).toBe('/');
    expect(stripLanguage('/cs/')).toBe('/');
    expect(stripLanguage('/cs/andrea?x=1#y')).toBe('/andrea?x=1#y');
    expect(stripLanguage('/csx')).toBe('/csx');
  });
  it('localizes to both languages', () => {
    expect(localizePath('/', 'cs')).toBe('/cs');
    expect(localizePath('/andrea', 'cs')).toBe('/cs/andrea');
    expect(localizePath('/#pricing', 'cs')).toBe('/cs#pricing');
    expect(localizePath('/cs/andrea', 'en')).toBe('/andrea');
    expect(localizePath('/cs#faq', 'en')).toBe('/#faq');
    expect(localizePath('/cs/terms', 'cs')).toBe('/cs/terms');
  });
  it('resolves aliases to their routes', () => {
    expect(matchRoute('/terms-and-conditions')?.id).toBe('terms');
    expect(matchRoute('/privacy-policy')?.id).toBe('privacy');
    expect(matchRoute('/andrea/')?.id).toBe('andrea');
    expect(matchRoute('/exclusive-early-access')?.id).toBe('exclusiveEarlyAccess');
    expect(matchRoute('/nope')).toBeUndefined();
  });
});

describe('localizePath for the toggle', () => {
  it.each([
    ['/', 'cs', '/cs'],
    ['/cs', 'en', '/'],
    ['/andrea?x=1#pricing', 'cs', '/cs/andrea?x=1#pricing'],
    ['/cs/andrea?x=1#pricing', 'en', '/andrea?x=1#pricing'],
    ['/?tab=andrea', 'cs', '/cs?tab=andrea'],
  ] as const)('%s in %s -> %s', (from, language, to) => expect(localizePath(from, language)).toBe(to));
});

/** The head script's decision with the table's languages: true when it sends "/" to /cs. */
const shouldRedirectRootToCzech = (pathname: string, saved: string | null, languages: readonly string[], fromOwnPage = false) => {
  const target = rootRedirect(pathname, saved, languages, fromOwnPage, ROOT_REDIRECTS, DEFAULT_LANGUAGE);
  if (target !== null) expect(target).toBe('/cs');
  return target !== null;
};

describe('root redirect decision (D4)', () => {
  it.each([
    [null, ['cs'], true],
    [null, ['sk'], true],
    [null, ['cs-CZ', 'en'], true],
    [null, ['en-US', 'cs'], false],
    [null, ['en'], false],
    ['cs', ['en-US'], true],
    ['en', ['cs-CZ'], false],
  ] as const)('saved=%s languages=%j -> %s', (saved, languages, expected) => {
    expect(shouldRedirectRootToCzech('/', saved, languages)).toBe(expected);
  });
  it('only ever redirects the root', () => {
    expect(shouldRedirectRootToCzech('/andrea', 'cs', ['cs'])).toBe(false);
  });

  it('D4 applies on entry only: a Czech browser that follows our own link to / stays on English', () => {
    expect(shouldRedirectRootToCzech('/', null, ['cs-CZ'], true)).toBe(false);
    expect(shouldRedirectRootToCzech('/', 'cs', ['cs-CZ'], true)).toBe(false);
    expect(shouldRedirectRootToCzech('/', null, ['cs-CZ'], false)).toBe(true);
  });
});
