import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { rejectCookiesUpFront } from './helpers';

/**
 * D50: 100 attacker addresses flood both forms with valid submissions, and the waiting list with
 * refused ones too (each from its own loopback address in a /24 of its own: 127.1.N.1). The
 * refusals spend the attackers' own budgets, and a first-time visitor in a real browser still joins
 * the waiting list and sends a message within a minute. The site runs on a server of its own
 * (port 4421, its own data folder) with the default limits, so the flood shares no budget with the
 * other specs. The flood stops once the visitor is done, or after FLOOD_MAX_MS whatever happens.
 */
const PORT = 4421;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ATTACKERS = 100;
const FLOOD_MAX_MS = 60_000;
/** The waiting list's default budget per address (WAITLIST_RATE_LIMIT_MAX). */
const WAITLIST_PER_ADDRESS = 10;

let server: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'flood-db-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DIST_DIR: `.data/e2e-dist-${process.env.E2E_PORT ?? 4310}`,
      LOCAL_DB_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A valid waiting-list entry, a valid contact message, or a waiting-list entry the database refuses. */
type Form = 'waitlist' | 'contact' | 'refused';

function post(agent: Agent, localAddress: string, form: Form, email: string): Promise<string> {
  const lead = { name: 'Flood', email, company: null, ai_employee: 'Julie', source: 'julie-landing-page' };
  const [pathname, payload] =
    form === 'contact'
      ? ['/functions/v1/submit-contact', { name: 'Flood', email, message: 'A perfectly valid message, sent again and again.' }]
      : ['/rest/v1/early_access_leads', form === 'refused' ? { ...lead, email: 'not-an-email' } : lead];
  const body = JSON.stringify(payload);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        localAddress,
        agent,
        method: 'POST',
        path: pathname,
        headers: { apikey: 'local-anon-key', 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve(status === 429 ? `429 ${/"(busy|rate_limited)"/.exec(text)?.[1] ?? '?'}` : String(status));
        });
      },
    );
    req.on('error', () => resolve('error'));
    req.end(body);
  });
}

/** Every attacker posts to both forms in turn, as fast as the server answers, until told to stop. */
function startFlood() {
  const tally = new Map<string, number>();
  let stopped = false;
  const deadline = Date.now() + FLOOD_MAX_MS;
  const attacker = async (n: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; !stopped && Date.now() < deadline; i++) {
      const form = (['waitlist', 'contact', 'refused'] as const)[i % 3];
      const outcome = await post(agent, `127.1.${n}.1`, form, `flood${n}.${i}@example.com`);
      tally.set(`${form} ${outcome}`, (tally.get(`${form} ${outcome}`) ?? 0) + 1);
    }
    agent.destroy();
  };
  const done = Promise.all(Array.from({ length: ATTACKERS }, (_, n) => attacker(n + 1)));
  return {
    tally,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

test('a first-time visitor joins and sends while 100 addresses flood both forms (D50)', async ({ page }) => {
  test.setTimeout(150_000);
  const flood = startFlood();
  try {
    // The visitor comes once the flood has engaged the cap for everyone on both forms.
    await expect
      .poll(() => (flood.tally.get('waitlist 429 busy') ?? 0) > 0 && (flood.tally.get('contact 429 busy') ?? 0) > 0, {
        timeout: 30_000,
      })
      .toBe(true);
    await rejectCookiesUpFront(page);

    await page.goto(`${ORIGIN}/julie`);
    const startedJoining = Date.now();
    await page.locator('a[data-employee="Julie"]').first().click();
    const dialog = page.getByRole('dialog', { name: "Join Julie's waiting list" });
    await dialog.getByLabel('Name').fill('Jana Nováková');
    await dialog.getByLabel('Email').fill('jana.first@firma.cz');
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm from your inbox' })).toBeVisible({ timeout: 60_000 });
    const joinedMs = Date.now() - startedJoining;

    await page.goto(`${ORIGIN}/`);
    const startedSending = Date.now();
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Jana Nováková');
    await form.getByLabel('Email').fill('jana.first@firma.cz');
    await form.getByLabel('Message').fill('Hello, we would like Andrea for our team.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('[data-form-success]', { hasText: 'Message sent!' })).toBeVisible({ timeout: 60_000 });
    const sentMs = Date.now() - startedSending;

    expect(joinedMs).toBeLessThan(60_000);
    expect(sentMs).toBeLessThan(60_000);
    console.info(
      `[flood] visitor joined in ${joinedMs} ms and sent in ${sentMs} ms while the flood got ${JSON.stringify(Object.fromEntries(flood.tally))}`,
    );
  } finally {
    await flood.stop();
  }
  // The flood met the limits: most of it was refused, never with a server error, and the refused
  // entries were counted: no address had more answered than its budget before 429.
  expect([...flood.tally.keys()].filter((key) => /5\d\d|error/.test(key))).toEqual([]);
  expect(flood.tally.get('refused 429 rate_limited') ?? 0).toBeGreaterThan(0);
  expect(flood.tally.get('refused 400') ?? 0).toBeLessThanOrEqual(ATTACKERS * WAITLIST_PER_ADDRESS);
});
