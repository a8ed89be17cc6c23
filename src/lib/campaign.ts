/**
 * The campaign a visit came from: `utm_*` and `gclid` of the address the visitor landed on. They
 * reach the checkout link (the payment provider carries `utm_*` into the order) and the page
 * address a tag reads; nothing else of an address does, so a token, an e-mail address or any other
 * query never reaches a tag. Kept in memory for the visit, and in `sessionStorage` (a full page
 * load of the same visit) only while the visitor allows analytics.
 */
import { CAMPAIGN_FIELDS } from '@shared/campaign-fields.ts';

export const CAMPAIGN_PARAMS = CAMPAIGN_FIELDS;
/** An advertising click id: it leaves only with the visitor's marketing consent. */
const AD_PARAMS: readonly string[] = ['gclid'];
const STORAGE_KEY = 'campaign';
/** GA4 keeps 100 characters of a parameter; nothing longer is a campaign name. */
const MAX_LENGTH = 100;

let allowed = { analytics: false, marketing: false };

/** The campaign parameters of a query, the advertising ones only when `ads`. */
export function campaignOf(search: string, ads: boolean): URLSearchParams {
  const from = new URLSearchParams(search);
  const found = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMS) {
    const value = from.get(name)?.trim();
    if (value && (ads || !AD_PARAMS.includes(name))) found.set(name, value.slice(0, MAX_LENGTH));
  }
  return found;
}

/** An address as a tag may read it: origin and path, and of the query only the campaign's parameters. */
export function pageUrl(address: string, ads = allowed.marketing): string {
  try {
    const url = new URL(address);
    const query = campaignOf(url.search, ads).toString();
    return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
  } catch {
    return '';
  }
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * This visit's campaign: the landing address's (the browser's navigation entry keeps the address
 * the page was loaded with, whatever the router has written since), else what an earlier page of
 * the visit kept with consent.
 */
export function visitCampaign(ads = allowed.marketing): URLSearchParams {
  let landing = '';
  try {
    const entry = performance.getEntriesByType('navigation')[0];
    landing = entry ? new URL(entry.name).search : '';
  } catch {
    // No navigation entry (an old engine): the visit's first address is unknown.
  }
  const found = campaignOf(landing, true);
  if (!found.toString()) {
    try {
      return campaignOf(session()?.getItem(STORAGE_KEY) ?? '', ads);
    } catch {
      return found;
    }
  }
  return campaignOf(found.toString(), ads);
}

/** A checkout link with the visit's campaign appended: the payment provider carries it into the order. */
export function withCampaign(link: string): string {
  const campaign = visitCampaign();
  if (!campaign.toString()) return link;
  const [path, hash] = link.split('#');
  return `${path}${path.includes('?') ? '&' : '?'}${campaign}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * The visitor's choice, told by the consent feature: with analytics the campaign is kept for a
 * full page load of this visit, without it the kept copy goes; marketing lets `gclid` leave.
 */
export function allowCampaign(choice: { analytics: boolean; marketing: boolean }): void {
  allowed = { analytics: choice.analytics, marketing: choice.marketing };
  try {
    const store = session();
    if (!choice.analytics) store?.removeItem(STORAGE_KEY);
    else {
      const campaign = visitCampaign(true);
      if (campaign.toString()) store?.setItem(STORAGE_KEY, campaign.toString());
    }
  } catch {
    // Storage blocked: the campaign stays in memory for this page.
  }
}
