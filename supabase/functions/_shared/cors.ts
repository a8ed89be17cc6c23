/** CORS for the contact function: only configured origins get the Access-Control headers (D20). */

export const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, accept-language';

export function isOriginAllowed(origin: string | null, allowedOrigins: string[]): boolean {
  return origin === null || allowedOrigins.includes(origin);
}

export function corsHeaders(origin: string | null, allowedOrigins: string[]): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin !== null && allowedOrigins.includes(origin)) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Methods'] = 'POST, OPTIONS';
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '86400';
  }
  return headers;
}
