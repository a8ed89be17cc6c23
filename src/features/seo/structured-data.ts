/**
 * JSON-LD for a page (spec: "structured data can be attached to a page"). Pure: derived from the
 * route, the page's translations and src/config/site.ts, so the prerender and <Seo> write the
 * same objects and business figures are never retyped.
 *
 * - home: Organization (legal name, registered office, IČO) and WebSite, where Google reads them
 *   (its guidance asks for them on the home page only; elsewhere they cost ~100 B of every page's
 *   first round trip, which /cs/terms cannot spare)
 * - home and /andrea: Product "Andrea" with one Offer per plan per currency (EUR and CZK)
 *
 * No FAQPage: Google shows FAQ rich results only for government and health sites, the FAQ is
 * on the page itself, and its 215 B were what /cs no longer had in its first round trip.
 */
import type { TFunction } from 'i18next';
import { href, type RouteDef } from '@/config/routes';
import { CURRENCY_BY_LANGUAGE, type Currency, type Language, type Site } from '@/config/site';
import { LANGUAGES, localizePath } from '@/i18n/language';

/** One schema.org object; serializeJsonLd adds its `@context`. */
export type JsonLd = Record<string, unknown>;

/** Every currency of the language table, each once, in its order. */
const CURRENCIES: readonly Currency[] = [...new Set(LANGUAGES.map((language) => CURRENCY_BY_LANGUAGE[language]))];

/** Routes that sell Andrea's plans, so they carry the Product/Offer block. */
const PRODUCT_ROUTES = new Set(['home', 'andrea']);

/** Text for machines: no tags, and plain hyphens (U+2011 only keeps a rendered Czech word whole, typography.ts). */
export const plainText = (value: string) =>
  value
    .replace(/<\/?[a-z0-9]+>/gi, '')
    .replace(/\u2011/g, '-')
    .trim();

export function structuredData(options: {
  route: RouteDef;
  language: Language;
  t: TFunction;
  site: Pick<Site, 'url' | 'name' | 'company' | 'plans' | 'emails'>;
  /** The page's share card, absolute (the Product's image). */
  image: string;
  isNotFound?: boolean;
}): JsonLd[] {
  const { route, language, t, site } = options;
  if (options.isNotFound) return [];
  const base = site.url.replace(/\/$/, '');
  const absolute = (path: string) => `${base}${path}`;
  const orgId = `${base}/#organization`;
  const blocks: JsonLd[] = [];
  const home = absolute(localizePath(href('home'), language));
  if (route.id === 'home')
    blocks.push(
      {
        '@type': 'Organization',
        '@id': orgId,
        name: site.name,
        legalName: site.company.legalName,
        url: absolute(href('home')),
        logo: absolute('/images/logo.svg'),
        email: site.emails.contact,
        // DIČ with its CZ prefix: the VAT number of a VAT payer (prices include VAT).
        vatID: site.company.dic,
        identifier: { '@type': 'PropertyValue', propertyID: 'IČO', value: site.company.ico },
        address: { '@type': 'PostalAddress', streetAddress: site.company.address, addressCountry: 'CZ' },
      },
      {
        '@type': 'WebSite',
        // One per language, each its home's: one @id with two URLs and languages would contradict itself.
        '@id': `${home}#website`,
        name: site.name,
        url: home,
        inLanguage: language,
        publisher: { '@id': orgId },
      },
    );

  if (PRODUCT_ROUTES.has(route.id)) {
    const url = absolute(localizePath(href('andrea'), language));
    blocks.push({
      '@type': 'Product',
      name: 'Andrea',
      description: plainText(t(`${route.namespaces[0]}:${route.meta}.description` as never)),
      url,
      image: options.image,
      brand: { '@type': 'Brand', name: site.name },
      offers: site.plans.flatMap((plan) =>
        CURRENCIES.map((currency) => ({
          '@type': 'Offer',
          sku: `andrea-${plan.id}-${currency.toLowerCase()}`,
          price: String(plan.monthlyPrice[currency]),
          priceCurrency: currency,
          availability: 'https://schema.org/InStock',
          url: `${url}#pricing`,
          seller: { '@id': orgId },
        })),
      ),
    });
  }

  return blocks;
}

/** JSON for a `<script type="application/ld+json">`, with its schema.org context: "<" escaped so no text can close the tag. */
export function serializeJsonLd(block: JsonLd): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...block }).replace(/</g, '\\u003c');
}
