/**
 * Builds a mailto: link whose subject and body survive any mail client, diacritics included. The
 * typeset copy's no-break spaces and hyphens (src/i18n/typography.ts) go back to plain ones: a
 * prefilled e-mail is the visitor's own text, not our page.
 */
export function mailto(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent((value as string).replace(/\u00a0/g, ' ').replace(/\u2011/g, '-'))}`)
    .join('&');
  return `mailto:${address}${query ? `?${query}` : ''}`;
}
