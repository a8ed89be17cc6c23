// D88, issue 62: the send-confirmation function's handler (the code the Edge Function and the
// embedded server run) over a real, migrated PGlite: it answers every valid request the same at
// once, and e-mails a link, in the visitor's language, only for a fresh lead not yet confirmed.
import type { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCommand, openDatabase } from '../../scripts/local-backend/database.ts';
import { deferred, pgliteConfirmationStore } from '../../scripts/local-backend/send-confirmation-route.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/local-anon-key.ts';
import { site } from '../../src/config/site.ts';
import { CONFIRM_PATH } from '../../supabase/functions/_shared/confirm-link.ts';
import {
  ACCEPTED,
  createSendConfirmationHandler,
  shortenTokens,
  type ConfirmationStore,
  type SendConfirmationHandler,
} from '../../supabase/functions/_shared/send-confirmation-handler.ts';
import {
  CONFIRMATION,
  confirmationMail,
  mailSignature,
  type ConfirmationMail,
} from '../../supabase/functions/_shared/waitlist-confirmation.ts';
import { createOutboxMailer, readOutbox } from '../../scripts/local-backend/outbox.ts';
import { tempDir } from './support/temp-dir.ts';

let db: PGlite;
let handler: SendConfirmationHandler;
const background = deferred();
const sent: ConfirmationMail[] = [];
/** Addresses whose mail the provider refuses. */
const bouncing = new Set<string>();
const logged: string[] = [];
let network = 0;

const CONFIG = {
  apiKeys: [LOCAL_ANON_KEY],
  allowedOrigins: ['https://www.example.com'],
  siteUrl: 'https://site.example',
  ipHashSalt: 'test-salt',
  mailPerHour: 100,
  mailPerDomainPerHour: 100,
  signature: 'AI Employees (Vzorová Firma s.r.o.), ahoj@vzorova-firma.cz',
};

beforeAll(async () => {
  db = await openDatabase();
  handler = createSendConfirmationHandler({
    config: CONFIG,
    store: pgliteConfirmationStore(db),
    mailer: {
      deliver: async (mail) => {
        if (bouncing.has(mail.to)) throw new Error('Resend answered 422: the mailbox refused it');
        sent.push(mail);
      },
    },
    log: (line) => void logged.push(line),
    defer: background.defer,
  });
});
afterAll(() => db.close());

/** The browser's insert (D49), as anon from a network of its own. */
async function join(email: string, employee = 'Julie') {
  await db.exec(`begin; set local role anon;
    select set_config('request.headers', '{"cf-connecting-ip": "10.62.${++network}.1"}', true);
    insert into public.early_access_leads (name, email, ai_employee) values ('Jana', '${email}', '${employee}');
    commit;`);
}

/** Each call from a client address of its own, so no test spends another's budget. */
function post(body: unknown, headers: Record<string, string> = {}) {
  return handler(
    new Request('http://127.0.0.1:4173/functions/v1/send-confirmation', {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    `10.63.${++network}.1`,
  );
}

/** Status, headers and body: everything a caller can read. */
async function answer(response: Response) {
  return JSON.stringify({ status: response.status, headers: [...response.headers], body: await response.text() });
}

const mailsTo = (email: string) => sent.filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
const tokenOf = (mail: ConfirmationMail) => new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
const confirm = async (token: string) =>
  (await db.query<{ answer: { outcome: string } }>('select public.confirm_waitlist_entry($1) as answer', [token])).rows[0].answer.outcome;

describe('send-confirmation (D88)', () => {
  it("after a join, one e-mail in the visitor's language whose link confirms once", async () => {
    await join('jana.czech@firma.cz');
    expect(await answer(await post({ email: 'jana.czech@firma.cz' }, { 'accept-language': 'cs' }))).toBe(
      await answer(await post({ email: 'nobody@firma.cz' }, { 'accept-language': 'cs' })),
    );
    await background.settled();
    const [mail, ...more] = mailsTo('jana.czech@firma.cz');
    expect(more).toEqual([]);
    expect(mail.language).toBe('cs');
    expect(mail.subject).toBe('Potvrďte prosím zápis na čekací listinu: Julie');
    expect(mail.text).toContain(`platí ${CONFIRMATION.tokenLifetimeHours} hodin`);
    expect(mail.text).toContain(`smažeme do ${CONFIRMATION.pendingDays} dnů`);
    // Copy review 5, S10: signed by the company the Terms name, with the address to write to.
    expect(mail.text.endsWith('\n\nAI Employees (Vzorová Firma s.r.o.), ahoj@vzorova-firma.cz')).toBe(true);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    // The link is on the configured site.
    expect(`${link.origin}${link.pathname}`).toBe(`https://site.example/cs${CONFIRM_PATH}`);
    expect(tokenOf(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await confirm(tokenOf(mail))).toBe('confirmed');
    expect(await confirm(tokenOf(mail))).toBe('used');
  });

  it('the link is on the configured site whatever the request names (its Origin, its Host), in English by default', async () => {
    await join('origin@example.com');
    expect((await post({ email: 'origin@example.com' }, { origin: 'https://www.example.com', host: 'evil.example' })).status).toBe(202);
    await background.settled();
    const [mail] = mailsTo('origin@example.com');
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe("Please confirm your place on Julie's waiting list");
    expect(mail.text).toContain(`https://site.example${CONFIRM_PATH}?token=`);
  });

  it('a delivery that fails frees the window: the next join gets a link, and the log says why without the address', async () => {
    bouncing.add('bounce@example.com');
    await join('bounce@example.com');
    await post({ email: 'bounce@example.com' });
    await background.settled();
    expect(mailsTo('bounce@example.com')).toEqual([]);
    expect(logged.at(-1)).toMatch(/^\[send-confirmation\] a confirmation e-mail was not sent: Resend answered 422/);
    expect(logged.join('\n')).not.toContain('bounce@example.com');
    bouncing.delete('bounce@example.com');
    await join('bounce@example.com');
    await post({ email: 'bounce@example.com' });
    await background.settled();
    expect(mailsTo('bounce@example.com')).toHaveLength(1);
  });

  it('past the hourly ceiling the answer is the same, nothing is sent, and the log says which ceiling held it', async () => {
    const capped = createSendConfirmationHandler({
      config: { ...CONFIG, mailPerDomainPerHour: 1 },
      store: pgliteConfirmationStore(db),
      mailer: { deliver: async (mail) => void sent.push(mail) },
      log: (line) => void logged.push(line),
      defer: background.defer,
    });
    const ask = (email: string, address: string) =>
      capped(
        new Request('http://x/functions/v1/send-confirmation', {
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        }),
        address,
      );
    for (const [index, email] of ['one@capped.example', 'two@capped.example'].entries()) {
      await join(email);
      expect((await ask(email, `10.64.${index}.1`)).status).toBe(202);
      await background.settled();
    }
    expect(mailsTo('one@capped.example')).toHaveLength(1);
    expect(mailsTo('two@capped.example')).toEqual([]);
    expect(logged.at(-1)).toBe(
      '[send-confirmation] a confirmation e-mail was due but not sent: the hourly ceiling of 1 mails to one domain is reached; the lead stays pending.',
    );
  });

  it('the same answer for a pending lead, its repeat, a member and a stranger; no second mail, none for a stranger or a member', async () => {
    await join('member@example.com');
    await post({ email: 'member@example.com' });
    await background.settled();
    await confirm(tokenOf(mailsTo('member@example.com')[0]));
    await join('pending@example.com');
    const answers = new Set<string>();
    for (const email of ['pending@example.com', 'PENDING@example.com', 'member@example.com', 'stranger@example.com']) {
      await join(email);
      answers.add(await answer(await post({ email })));
    }
    await background.settled();
    expect([...answers]).toEqual([
      JSON.stringify({ status: 202, headers: [...(await post({ email: 'x@example.com' })).headers], body: JSON.stringify(ACCEPTED) }),
    ]);
    await background.settled();
    expect(mailsTo('pending@example.com')).toHaveLength(1);
    expect(mailsTo('member@example.com')).toHaveLength(1);
    // The stranger's join made it a pending lead: one mail, as for anyone's first join.
    expect(mailsTo('stranger@example.com')).toHaveLength(1);
    expect(mailsTo('x@example.com')).toHaveLength(0);
  });

  it('answers before it asks the database: a store that never answers still gets 202 at once', async () => {
    const stuck: ConfirmationStore = {
      takeSlot: async () => 'ok',
      request: () => new Promise(() => undefined),
      release: async () => undefined,
    };
    const waiting = createSendConfirmationHandler({
      config: { ...CONFIG, allowedOrigins: [] },
      store: stuck,
      mailer: { deliver: async () => undefined },
    });
    const response = await waiting(
      new Request('http://x/functions/v1/send-confirmation', {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com' }),
      }),
    );
    expect(response.status).toBe(202);
  });

  it('refuses what is no send request with 4xx and one sentence, and sends nothing', async () => {
    const before = sent.length;
    const cases: [Promise<Response>, number, string][] = [
      [post({ email: 'not-an-email' }), 400, 'email_invalid'],
      [post({}), 400, 'invalid_payload'],
      [post('{'), 400, 'invalid_json'],
      [post({ email: `${'a'.repeat(1100)}@example.com` }), 413, 'payload_too_large'],
      [post({ email: 'a@example.com' }, { apikey: 'wrong' }), 401, 'invalid_api_key'],
      [post({ email: 'a@example.com' }, { 'content-type': 'text/plain' }), 415, 'unsupported_media_type'],
      [post({ email: 'a@example.com' }, { origin: 'https://evil.example' }), 403, 'origin_not_allowed'],
    ];
    for (const [response, status, code] of cases) {
      const got = await response;
      const body = (await got.json()) as { code: string; error: string };
      expect([got.status, body.code]).toEqual([status, code]);
      expect(body.error).toMatch(/^[^\n]+\.$/);
    }
    await background.settled();
    expect(sent.length).toBe(before);
  });
});

describe('the log shows a link shortened', () => {
  it("the embedded server's log shows six characters of the token; the outbox file (its owner's alone) keeps the link", async () => {
    const dir = tempDir('outbox-log');
    const lines: string[] = [];
    const token = 'Zx9_-a' + 'q'.repeat(37);
    const link = `http://localhost:4173${CONFIRM_PATH}?token=${token}`;
    await createOutboxMailer(dir.path, (line) => void lines.push(line)).deliver(confirmationMail('jana@firma.cz', 'cs', ['Julie'], link));
    expect(lines.join('\n')).toContain(`${CONFIRM_PATH}?token=Zx9_-a…`);
    expect(lines.join('\n')).not.toContain(token);
    expect((await readOutbox(dir.path))[0].text).toContain(link);
    dir.remove();
  });

  // A dev server's hint said `npm run leads`, which reads npm start's folder: the dev rows were missing.
  it('names the data folder of the server that wrote it, so the command in the hint finds the mail', async () => {
    const dir = tempDir('outbox-hint');
    const lines: string[] = [];
    await createOutboxMailer(dir.path, (line) => void lines.push(line)).deliver(
      confirmationMail('jana@firma.cz', 'cs', ['Julie'], 'http://x/'),
    );
    expect(lines[0]).toContain(`(LOCAL_DB_DIR=${path.relative(process.cwd(), dir.path)} npm run leads -- --outbox)`);
    expect(leadsCommand(path.resolve('.data/pglite'))).toBe('npm run leads');
    expect(leadsCommand(path.resolve('.data/dev'), '--outbox')).toBe('LOCAL_DB_DIR=.data/dev npm run leads -- --outbox');
    dir.remove();
  });

  it('is signed from the variables that name the operator on the site, and still names an address without them', () => {
    const env: Record<string, string> = { VITE_COMPANY_LEGAL_NAME: ' Nová Kancelář s.r.o. ', VITE_CONTACT_EMAIL: 'info@nova.cz' };
    expect(mailSignature((name) => env[name])).toBe('AI Employees (Nová Kancelář s.r.o.), info@nova.cz');
    expect(mailSignature(() => undefined)).toBe(`AI Employees, ${site.emails.contact}`);
  });

  it('keeps six characters of the token', () => {
    const token = 'AbCdEf' + 'x'.repeat(37);
    expect(shortenTokens(`open https://site.example/early-access/confirm?token=${token}\n`)).toBe(
      'open https://site.example/early-access/confirm?token=AbCdEf…\n',
    );
  });
});

describe('the Privacy Policy states the durations of D88', () => {
  const retention = (language: string) =>
    (
      JSON.parse(readFileSync(`public/locales/${language}/legal.json`, 'utf8')) as {
        privacy: { sections: { retention: { body: [{ items: string[] }] } } };
      }
    ).privacy.sections.retention.body[0].items.join('\n');

  it('in English and Czech: the pending period and the link lifetime are the constants', () => {
    expect(retention('en')).toContain(`deleted ${CONFIRMATION.pendingDays} days after`);
    expect(retention('en')).toContain(`works for ${CONFIRMATION.tokenLifetimeHours} hours`);
    expect(retention('cs')).toContain(`smažeme je ${CONFIRMATION.pendingDays} dní po zápisu`);
    expect(retention('cs')).toContain(`platí ${CONFIRMATION.tokenLifetimeHours} hodin`);
  });

  it("the waiting list's success step says when an unconfirmed entry is deleted, in both languages, from the site's constant", () => {
    const note = (language: string) =>
      (JSON.parse(readFileSync(`public/locales/${language}/common.json`, 'utf8')) as { waitlist: { successNote_other: string } }).waitlist
        .successNote_other;
    expect(site.unconfirmedDays).toBe(CONFIRMATION.pendingDays);
    expect(note('en')).toContain('deleted after {{count}} days');
    expect(note('cs')).toContain('smažeme po {{count}} dnech');
  });
});
