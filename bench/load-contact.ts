/**
 * Load benchmark (not a test): 500 contact submissions from 50 concurrent clients against the
 * embedded backend on loopback. Each client binds its own 127.0.0.x source address (D22), so the
 * per-client rate limit (default 5 per 10 minutes) engages per client: 10 sends each, 5 accepted.
 * The global cap per minute (a flood's second line) is lifted: this measures the per-client path.
 * Prints throughput, p95 latency and status counts, then checks every accepted message was stored
 * exactly once. Runs in a throw-away data folder and stops by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalBackend } from '../scripts/local-backend/index.ts';
import { askRunningServer } from '../scripts/local-backend/leads-endpoint.ts';
import type { StoredRecords } from '../scripts/local-backend/leads-store.ts';
import { LOCAL_ANON_KEY } from '../src/lib/local-anon-key.ts';

const CLIENTS = 50;
const PER_CLIENT = 10;

function post(port: number, localAddress: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/functions/v1/submit-contact',
        agent: false,
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

process.env.CONTACT_GLOBAL_LIMIT_PER_MINUTE ??= '1000000';
const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
const backend = await createLocalBackend({ dataDir, mailer: { send: async () => undefined } });
const server = createServer(async (req, res) => {
  if (!(await backend.handle(req, res))) res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const latencies: number[] = [];
const statuses = new Map<number, number>();
const accepted = new Set<string>();
const started = performance.now();
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, client) => {
    const address = `127.0.0.${client + 2}`;
    for (let i = 0; i < PER_CLIENT; i++) {
      const email = `client${client}.msg${i}@example.com`;
      const body = JSON.stringify({ name: `Client ${client}`, email, message: `Load test message ${i} from client ${client}.` });
      const sent = performance.now();
      const status = await post(port, address, body).catch(() => 0);
      latencies.push(performance.now() - sent);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200) accepted.add(email);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

const { messages } = (await askRunningServer(dataDir, { action: 'list' })) as StoredRecords;
const storedCounts = new Map<string, number>();
for (const message of messages) storedCounts.set(message.email, (storedCounts.get(message.email) ?? 0) + 1);
const exactlyOnce = [...accepted].every((email) => storedCounts.get(email) === 1) && messages.length === accepted.size;

latencies.sort((a, b) => a - b);
const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1];
const other = [...statuses].filter(([status]) => status !== 200 && status !== 429).reduce((sum, [, n]) => sum + n, 0);
console.log(`requests: ${latencies.length} from ${CLIENTS} clients (127.0.0.2-127.0.0.${CLIENTS + 1}) in ${seconds.toFixed(2)} s`);
console.log(`throughput: ${(latencies.length / seconds).toFixed(0)} req/s, p95 latency: ${p95.toFixed(1)} ms`);
console.log(`200: ${statuses.get(200) ?? 0}, 429: ${statuses.get(429) ?? 0}, other: ${other}`);
console.log(`stored: ${messages.length}, every accepted message stored exactly once: ${exactlyOnce ? 'yes' : 'NO'}`);

await new Promise((resolve) => server.close(resolve));
await backend.close();
rmSync(dataDir, { recursive: true, force: true });
if (!exactlyOnce || other > 0) process.exitCode = 1;
