/**
 * What every function checks before it reads a body, in this order: the origin, a preflight, the
 * method, the API key and a JSON body. A refusal is one sentence in the request's language, with
 * its code and the status below.
 */
import { corsHeaders, isOriginAllowed } from './cors.ts';
import type { ErrorCode } from './error-codes.ts';
import { isJsonContentType, jsonResponse } from './http.ts';
import type { Language } from './languages.ts';
import { errorSentence, requestLanguage } from './messages.ts';

/** A code's status where it is not 400. */
const STATUS: Partial<Record<ErrorCode, number>> = {
  invalid_api_key: 401,
  origin_not_allowed: 403,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  busy: 429,
  unavailable: 503,
};

export interface GateConfig {
  allowedOrigins: string[];
  apiKeys: string[];
}

export interface Gate {
  origin: string | null;
  cors: Record<string, string>;
  language: Language;
  /** The answer refusing `code`, with the CORS headers and any `extra` ones. */
  fail: (code: ErrorCode, extra?: Record<string, string>) => Response;
  /** The answer already given: a preflight's or a refusal's. */
  answered?: Response;
}

const apiKeyOf = (req: Request): string | null =>
  req.headers.get('apikey') ?? /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? null;

export function passGate(req: Request, config: GateConfig): Gate {
  const origin = req.headers.get('origin');
  const cors = corsHeaders(origin, config.allowedOrigins);
  const language = requestLanguage(req.headers.get('accept-language'));
  const fail = (code: ErrorCode, extra: Record<string, string> = {}) =>
    jsonResponse(STATUS[code] ?? 400, { error: errorSentence(code, language), code }, { ...cors, ...extra });
  const gate = { origin, cors, language, fail };
  if (!isOriginAllowed(origin, config.allowedOrigins)) return { ...gate, answered: fail('origin_not_allowed') };
  if (req.method === 'OPTIONS') return { ...gate, answered: new Response(null, { status: 204, headers: cors }) };
  if (req.method !== 'POST') return { ...gate, answered: fail('method_not_allowed', { Allow: 'POST, OPTIONS' }) };
  const apiKey = apiKeyOf(req);
  if (apiKey === null || !config.apiKeys.includes(apiKey)) return { ...gate, answered: fail('invalid_api_key') };
  if (!isJsonContentType(req.headers.get('content-type'))) return { ...gate, answered: fail('unsupported_media_type') };
  return gate;
}
