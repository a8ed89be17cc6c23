// Hostile input, measured: >= 1000 generated payloads for the contact handler and for the lead
// insert path. Never a 5xx; every stored row passes the form schema exactly as stored.
import fc from 'fast-check';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../scripts/local-backend/index.ts';
import { askRunningServer } from '../../scripts/local-backend/leads-endpoint.ts';
import type { StoredRecords } from '../../scripts/local-backend/leads-store.ts';
import { contactFields, type ContactMessage } from '../../supabase/functions/_shared/contact-contract.ts';
import { contactSchema } from '../../supabase/functions/_shared/contact-schema.ts';
import { leadRowSchema } from '../../supabase/functions/_shared/lead-schema.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/local-anon-key.ts';
import { contactFixture, contactRequest } from './support/contact-fixture.ts';
import { tempDir } from './support/temp-dir.ts';

const RUNS = 1000;
const nasty = fc.constantFrom(
  '\u200f',
  '\u202e',
  '\u0000',
  '\ud800',
  '\u00a0',
  '\ufeff',
  '\u0007',
  '<script>alert(1)</script>',
  '😀',
  'Ж',
  'ي',
  '\r\n',
  '"',
  "'; drop table x; --",
);
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.array(fc.oneof(nasty, fc.string({ maxLength: 5 })), { maxLength: 30 }).map((parts) => parts.join('')),
  fc.integer({ min: 1, max: 2500 }).map((n) => 'x'.repeat(n)),
  fc.emailAddress(),
  fc.constant('  Ada Lovelace  '),
);
const value = fc.oneof(
  { weight: 6, arbitrary: text },
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.array(text, { maxLength: 2 }),
  fc.jsonValue({ maxDepth: 2 }),
);
const field = (name: string) =>
  fc.option(
    value.map((v) => [name, v] as const),
    { nil: undefined },
  );
const contactLike = fc
  .tuple(
    field('name'),
    field('email'),
    field('message'),
    field('website'),
    fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 2 }),
  )
  .map(([...parts]) => ({
    ...(parts.pop() as object),
    ...Object.fromEntries(parts.filter((part) => part !== undefined) as [string, unknown][]),
  }));
// Plausible submissions (often valid, sometimes just over a limit) so the store really gets rows.
const plausibleText = (min: number, max: number) =>
  fc.oneof(fc.string({ unit: 'grapheme', minLength: min, maxLength: max }), fc.string({ minLength: min, maxLength: max }));
const plausibleEmail = fc.oneof(fc.emailAddress(), fc.constantFrom('Ada@Example.com', 'jan.novak@example.cz', 'a+b@mail.example.org'));
const plausibleContact = fc.record({ name: plausibleText(1, 210), email: plausibleEmail, message: plausibleText(8, 2010) });
const payload = fc.oneof(
  { weight: 4, arbitrary: plausibleContact.map((body) => JSON.stringify(body)) },
  { weight: 4, arbitrary: contactLike.map((body) => JSON.stringify(body)) },
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 40 }),
);

describe('fast-check: submit-contact handler', () => {
  let fixture: Awaited<ReturnType<typeof contactFixture>>;
  beforeAll(async () => {
    fixture = await contactFixture({ rateLimitMax: 1_000_000, networkLimitMax: 1_000_000 });
  });
  afterAll(() => fixture.close());

  it(`never answers 5xx and stores only schema-valid rows (${RUNS} payloads)`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(payload, fc.constantFrom('en', 'cs'), async (body, language) => {
        const response = await fixture.handler(contactRequest(body, { 'Accept-Language': language }), '192.0.2.1');
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    // Every contract field's column, so a new field's stored value is checked too.
    const { rows } = await fixture.db.query<ContactMessage>(`select ${Object.keys(contactFields).join(', ')} from public.contact_messages`);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) expect(contactSchema.parse(row)).toEqual(row);
    console.info(
      `[property] contact handler: ${RUNS} payloads, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${rows.length} rows stored, all valid`,
    );
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(RUNS);
  });
});

describe('fast-check: waiting-list path (POST /rest/v1/early_access_leads as anon, D49)', () => {
  const dir = tempDir('property-leads');
  let backend: LocalBackend;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // Every payload comes from one address within a minute: lift the limits out of the way.
    vi.stubEnv('WAITLIST_RATE_LIMIT_MAX', '1000000');
    vi.stubEnv('WAITLIST_NETWORK_LIMIT_MAX', '1000000');
    vi.stubEnv('WAITLIST_GLOBAL_LIMIT_PER_MINUTE', '1000000');
    backend = await createLocalBackend({ dataDir: dir.path });
    vi.unstubAllEnvs();
    server = createServer((req, res) => void backend.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await backend.close();
    dir.remove();
  });

  const leadLike = fc.record(
    {
      name: value,
      email: fc.oneof(fc.emailAddress(), value),
      company: value,
      ai_employee: fc.oneof(fc.constantFrom('Julie', 'David'), value),
      source: value,
    },
    { requiredKeys: [] },
  );
  const plausibleLead = fc.record(
    {
      // A distinct prefix per address: repeats are (correctly) skipped by D18 and would store little.
      name: plausibleText(1, 210),
      email: fc.tuple(fc.nat(), plausibleEmail).map(([n, email]) => `u${n}${email}`),
      company: fc.option(plausibleText(0, 210), { nil: undefined }),
      ai_employee: fc.constantFrom('Julie', 'David'),
    },
    { requiredKeys: ['name', 'email', 'ai_employee'] },
  );
  const leadBody = fc.oneof(
    { weight: 4, arbitrary: plausibleLead.map((lead) => JSON.stringify(lead)) },
    { weight: 4, arbitrary: leadLike.map((lead) => JSON.stringify(lead)) },
    fc.array(leadLike, { maxLength: 3 }).map((rows) => JSON.stringify(rows)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
  );

  it(`never answers 5xx and stores only schema-valid rows (${RUNS} payloads)`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(leadBody, async (body) => {
        const response = await fetch(`${base}/rest/v1/early_access_leads`, {
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    // Read back through the running server's loopback leads door (the folder is in use).
    const { leads } = (await askRunningServer(dir.path, { action: 'list' })) as StoredRecords;
    const rows = leads.map(({ name, email, company, ai_employee, source }) => ({ name, email, company, ai_employee, source }));
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) expect(leadRowSchema.parse(row)).toEqual(row);
    console.info(
      `[property] waiting list (insert): ${RUNS} payloads, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${rows.length} rows stored, all valid`,
    );
  });
});
