/**
 * Metadata derivation (spec section 2): one pure function feeds both the prerendered
 * <head> and the client-side head updates, so the two can never disagree.
 */
import type { TFunction } from 'i18next';
import { href, type RouteDef } from '@/config/routes';
import type { Language } from '@/config/site';
import { site } from '@/config/site';
import { homeFaqValues } from '@/components/sections/home-faq';
import { languageEntry } from '@shared/languages';
import { LANGUAGES, localizePath } from '@/i18n/language';
import { plainText, serializeJsonLd, structuredData, type JsonLd } from './structured-data';

/** The share card of a language (scripts/share-images.ts renders one per language). */
export const shareImagePath = (language: Language) => `/images/share-${language}.png`;

/** The web app manifest of a language: its own name and description (prerender writes it). */
export const manifestPath = (language: Language) => localizePath('/manifest.webmanifest', language);

export interface PageHead {
  language: Language;
  title: string;
  description: string;
  keywords: string;
  canonical?: string;
  alternates: { hrefLang: string; href: string }[];
  robots?: string;
  googlebot?: string;
  ogLocale: string;
  /** og:locale of every other language, in the table's order. */
  ogLocaleAlternates: string[];
  image: string;
  siteName: string;
  manifest: string;
  /** JSON-LD blocks (structured-data.ts), written by the prerender and kept by <Seo>. */
  jsonLd: JsonLd[];
}

/**
 * What meta titles, descriptions and keywords may interpolate: the same site constants as page copy
 * ({{days}}, {{draftPrice}}, {{fullPrice}}, {{percent}}, mailboxes), so they never retype them.
 */
export function metaValues(language: Language) {
  return { ...homeFaqValues(language), percent: site.claims.emailTimeSaved };
}

export function pageHead(options: { route: RouteDef; language: Language; t: TFunction; siteUrl: string; isNotFound?: boolean }): PageHead {
  const { route, language, t, siteUrl } = options;
  const key = (name: string) => `${route.namespaces[0]}:${route.meta}.${name}`;
  const absolute = (path: string) => `${siteUrl.replace(/\/$/, '')}${path}`;
  const linked = !options.isNotFound;
  const values = metaValues(language);
  const image = absolute(shareImagePath(language));
  return {
    language,
    // A head is not laid out in lines: plain hyphens for search engines and link previews.
    title: plainText(t(key('title') as never, values)),
    description: plainText(t(key('description') as never, values)),
    keywords: plainText(t(key('keywords') as never, values)),
    canonical: linked ? absolute(localizePath(route.path, language)) : undefined,
    alternates: linked
      ? [
          ...LANGUAGES.map((lng) => ({ hrefLang: lng, href: absolute(localizePath(route.path, lng)) })),
          { hrefLang: 'x-default', href: absolute(route.path) },
        ]
      : [],
    robots: route.indexable ? undefined : 'noindex, nofollow',
    googlebot: route.googlebotNoindex ? 'noindex, nofollow' : undefined,
    ogLocale: languageEntry(language).ogLocale,
    ogLocaleAlternates: LANGUAGES.filter((other) => other !== language).map((other) => languageEntry(other).ogLocale),
    image,
    siteName: t('common:brand' as never),
    manifest: manifestPath(language),
    jsonLd: structuredData({ route, language, t, site: { ...site, url: siteUrl }, image, isNotFound: options.isNotFound }),
  };
}

type Tag =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attrs: Record<string, string> }
  | { tag: 'script'; type: 'application/ld+json'; json: string };

/** The head as a flat list of tags, rendered by the prerender (HTML) and by <Seo> (Helmet). */
export function headTags(head: PageHead): Tag[] {
  const meta = (attrs: Record<string, string>): Tag => ({ tag: 'meta', attrs });
  const url = head.canonical;
  return [
    { tag: 'title', text: head.title },
    meta({ name: 'description', content: head.description }),
    meta({ name: 'keywords', content: head.keywords }),
    ...(head.robots ? [meta({ name: 'robots', content: head.robots })] : []),
    ...(head.googlebot ? [meta({ name: 'googlebot', content: head.googlebot })] : []),
    ...(url ? [{ tag: 'link', attrs: { rel: 'canonical', href: url } } as Tag] : []),
    ...head.alternates.map((alt): Tag => ({ tag: 'link', attrs: { rel: 'alternate', hrefLang: alt.hrefLang, href: alt.href } })),
    { tag: 'link', attrs: { rel: 'manifest', href: head.manifest } },
    meta({ property: 'og:type', content: 'website' }),
    meta({ property: 'og:site_name', content: head.siteName }),
    meta({ property: 'og:title', content: head.title }),
    meta({ property: 'og:description', content: head.description }),
    ...(url ? [meta({ property: 'og:url', content: url })] : []),
    meta({ property: 'og:image', content: head.image }),
    meta({ property: 'og:locale', content: head.ogLocale }),
    ...head.ogLocaleAlternates.map((content) => meta({ property: 'og:locale:alternate', content })),
    // X reads the title, description and image from og:* when its own tags are absent: only the card's kind is X's.
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
    ...head.jsonLd.map((block): Tag => ({ tag: 'script', type: 'application/ld+json', json: serializeJsonLd(block) })),
  ];
}

/** Text for an HTML attribute or element (the prerendered head, the share cards). */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Static HTML for the prerender; `data-prerendered` lets the client replace these tags. */
export function headHtml(head: PageHead): string {
  return headTags(head)
    .map((tag) => {
      if (tag.tag === 'title') return `<title data-prerendered>${escapeHtml(tag.text)}</title>`;
      if (tag.tag === 'script') return `<script data-prerendered type="${tag.type}">${tag.json}</script>`;
      const attrs = Object.entries(tag.attrs)
        .map(([name, value]) => `${name.toLowerCase()}="${escapeHtml(value)}"`)
        .join(' ');
      return `<${tag.tag} data-prerendered ${attrs}>`;
    })
    .join('\n');
}

/**
 * The web app manifest of one language (a home-screen shortcut's name, description and icons). The
 * theme colour is index.html's `<meta name="theme-color">`.
 */
export function webManifest(options: { language: Language; t: TFunction; themeColor: string }) {
  const { language, t, themeColor } = options;
  const brand = t('common:brand' as never);
  return {
    name: brand,
    short_name: brand,
    description: t('home:meta.description' as never, metaValues(language)),
    lang: language,
    dir: 'ltr',
    start_url: localizePath(href('home'), language),
    scope: href('home'),
    display: 'browser',
    theme_color: themeColor,
    background_color: '#ffffff',
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  };
}
