/** HMAC-SHA-256 of the client address: stable enough to rate-limit, useless to identify anyone. */
const encoder = new TextEncoder();

export async function hashClientAddress(salt: string, address: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(address));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
