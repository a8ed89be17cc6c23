/**
 * The URL a request target names. An origin-form target is a path even when it starts with `//`
 * or `/\` (RFC 9112 §3.2.1: `GET //x:99999/` asks for the path "//x:99999/"), while
 * `new URL(target, base)` reads those as another host: a port out of range then threw (a 500
 * from the embedded backend) and `//andrea` became the home page of a host named "andrea".
 */
export function requestUrl(target: string | undefined, host = 'localhost'): URL {
  const path = target ?? '/';
  return path.startsWith('/') ? new URL(`http://${host}${path}`) : new URL(path, `http://${host}`);
}
