import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_ANON_KEY } from '../../../src/lib/local-anon-key.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * A POST with the anon key to `server`, from a loopback address of our choosing (D22: each simulated
 * client its own 127.0.0.x), with the raw status, headers and body (fetch cannot pick its address).
 * A header given as an array is sent as that many header lines.
 */
export function postFrom(
  server: Server,
  localAddress: string,
  path: string,
  body: string,
  headers: Record<string, string | string[]> = {},
): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path,
        agent: false,
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
