/** Builds a mailto: link whose subject and body survive any mail client, diacritics included. */
export function mailto(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');
  return `mailto:${address}${query ? `?${query}` : ''}`;
}
