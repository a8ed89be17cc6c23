/**
 * The campaign parameters a visit carries from its landing address to the checkout and into the
 * order: the browser reads them, the payment link carries them, the webhook stores them.
 */
export const CAMPAIGN_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;

export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];
