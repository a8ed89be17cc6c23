// The submit-contact handler that runs on Deno in production and on Node locally, over a real
// PGlite store: bad requests, honeypot, rate limit, mail failure, CORS (D20) and languages (D21).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAddress } from '../../supabase/functions/_shared/client-address.ts';
import { contactNotification, createLogMailer, createResendMailer } from '../../supabase/functions/_shared/mailer.ts';
import { createSubmitContactHandler } from '../../supabase/functions/_shared/submit-contact-handler.ts';
import { API_KEY, contactFixture, contactRequest, ORIGIN, validContact } from './support/contact-fixture.ts';

let fixture: Awaited<ReturnType<typeof contactFixture>>;
beforeAll(async () => {
  fixture = await contactFixture();
});
afterAll(() => fixture.close());
beforeEach(async () => {
  await fixture.db.exec('delete from public.contact_messages; delete from private.rate_limit_hits');
  fixture.sent.length = 0;
});

const json = (value: unknown) => JSON.stringify(value);
const withField = (field: string, value: unknown) => json({ ...validContact, [field]: value });
const without = (field: keyof typeof validContact) => {
  const { [field]: _removed, ...rest } = validContact;
  return json(rest);
};

type Case = [label: string, request: () => Request, status: number, code: string];
const cases: Case[] = [
  ['an empty body', () => contactRequest(''), 400, 'invalid_json'],
  ['broken JSON', () => contactRequest('{"name": "Ada",'), 400, 'invalid_json'],
  [
    'bytes that are not UTF-8',
    () =>
      new Request('http://f.local', {
        method: 'POST',
        headers: { apikey: 'test-publishable-key', 'Content-Type': 'application/json' },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      }),
    400,
    'invalid_json',
  ],
  ['a JSON array', () => contactRequest(json([validContact])), 400, 'invalid_payload'],
  ['JSON null', () => contactRequest('null'), 400, 'invalid_payload'],
  ['a JSON string', () => contactRequest(json('hello')), 400, 'invalid_payload'],
  ['a JSON number', () => contactRequest('42'), 400, 'invalid_payload'],
  ['an empty object', () => contactRequest('{}'), 400, 'name_required'],
  ['no name', () => contactRequest(without('name')), 400, 'name_required'],
  ['a null name', () => contactRequest(withField('name', null)), 400, 'name_required'],
  ['a numeric name', () => contactRequest(withField('name', 42)), 400, 'name_invalid'],
  ['a blank name', () => contactRequest(withField('name', ' \t ')), 400, 'name_required'],
  ['a 201-character name', () => contactRequest(withField('name', 'x'.repeat(201))), 400, 'name_too_long'],
  ['a name with a line break inside', () => contactRequest(withField('name', 'Ada\nBcc: x@evil.example')), 400, 'name_invalid'],
  ['a name with a NUL character', () => contactRequest(withField('name', 'Ada\u0000')), 400, 'name_invalid'],
  ['a name with a right-to-left override', () => contactRequest(withField('name', 'Ada \u202eevil')), 400, 'name_bidi_control'],
  ['a name with a first-strong isolate', () => contactRequest(withField('name', '\u2068Ada')), 400, 'name_bidi_control'],
  ['an email with a right-to-left mark', () => contactRequest(withField('email', 'ada@example.com\u200f')), 400, 'email_bidi_control'],
  [
    'a name with a lone surrogate',
    () => contactRequest('{"name":"\\ud800","email":"ada@example.com","message":"Hello, a demo please."}'),
    400,
    'name_invalid',
  ],
  ['no email', () => contactRequest(without('email')), 400, 'email_required'],
  ['an email without @', () => contactRequest(withField('email', 'ada.example.com')), 400, 'email_invalid'],
  ['an email without a domain dot', () => contactRequest(withField('email', 'ada@localhost')), 400, 'email_invalid'],
  ['an email with a script tag', () => contactRequest(withField('email', '<script>alert(1)</script>@x.com')), 400, 'email_invalid'],
  ['a 255-character email', () => contactRequest(withField('email', `${'a'.repeat(243)}@example.com`)), 400, 'email_too_long'],
  ['an email given as an array', () => contactRequest(withField('email', ['ada@example.com'])), 400, 'email_invalid'],
  ['no message', () => contactRequest(without('message')), 400, 'message_required'],
  ['a blank message', () => contactRequest(withField('message', '   \n ')), 400, 'message_required'],
  ['a 5-character message', () => contactRequest(withField('message', 'short')), 400, 'message_too_short'],
  ['9 emoji (18 UTF-16 units, 9 characters)', () => contactRequest(withField('message', '😀'.repeat(9))), 400, 'message_too_short'],
  ['a 2001-character message', () => contactRequest(withField('message', 'x'.repeat(2001))), 400, 'message_too_long'],
  ['a message given as an object', () => contactRequest(withField('message', { text: 'Hello there!' })), 400, 'message_invalid'],
  ['a message with a NUL character', () => contactRequest(withField('message', 'Hello there\u0000!')), 400, 'message_invalid'],
  ['a text/plain body', () => contactRequest(json(validContact), { 'Content-Type': 'text/plain' }), 415, 'unsupported_media_type'],
  [
    'a form-encoded body',
    () => contactRequest('name=Ada', { 'Content-Type': 'application/x-www-form-urlencoded' }),
    415,
    'unsupported_media_type',
  ],
  ['a body over 16 KB', () => contactRequest(withField('message', 'x'.repeat(17 * 1024))), 413, 'payload_too_large'],
  ['GET', () => contactRequest(undefined, {}, 'GET'), 405, 'method_not_allowed'],
  ['PUT', () => contactRequest(json(validContact), {}, 'PUT'), 405, 'method_not_allowed'],
  ['DELETE', () => contactRequest(undefined, {}, 'DELETE'), 405, 'method_not_allowed'],
  ['no apikey (D20)', () => contactRequest(json(validContact), { apikey: '' }), 401, 'invalid_api_key'],
  ['a wrong apikey (D20)', () => contactRequest(json(validContact), { apikey: 'guess' }), 401, 'invalid_api_key'],
  [
    'an origin that is not allowed (D20)',
    () => contactRequest(json(validContact), { Origin: 'https://evil.example' }),
    403,
    'origin_not_allowed',
  ],
];

describe('submit-contact handler', () => {
  it.each(cases)('answers %s with a 4xx sentence and stores nothing', async (_label, request, status, code) => {
    const response = await fixture.handler(request(), '203.0.113.7');
    const body = (await response.json()) as { error: string; code: string };
    expect(response.status).toBe(status);
    expect(body.code).toBe(code);
    expect(body.error).toMatch(/^[A-Z].*\.$/);
    expect(JSON.stringify(body)).not.toMatch(/\bat \S+:\d+/); // never a stack trace
    expect(await fixture.storedCount()).toBe(0);
  });

  it('has at least 30 bad requests in its table', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it('stores a valid message trimmed, mails it and thanks the visitor', async () => {
    const response = await fixture.handler(contactRequest(json({ ...validContact, name: ' <b>Ada</b> ' })), '203.0.113.7');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Thank you for your message! We'll get back to you soon." });
    const { rows } = await fixture.db.query<{ name: string }>('select name from public.contact_messages');
    expect(rows).toEqual([{ name: '<b>Ada</b>' }]); // stored as text; React escapes it on display
    // The address is kept apart from the message, as a salted hash, until its window has passed.
    const hits = await fixture.db.query<{ ip_hash: string; kept: number }>(
      `select ip_hash, extract(epoch from expires_at - created_at)::int as kept from private.rate_limit_hits`,
    );
    expect(hits.rows).toEqual([{ ip_hash: expect.stringMatching(/^[0-9a-f]{64}$/), kept: 600 }]);
    expect(hits.rows[0].ip_hash).not.toContain('203.0.113.7');
    expect(fixture.sent[0]).toMatchObject({ subject: 'New contact message from <b>Ada</b>', replyTo: 'ada@example.com' });
  });

  it('D21: answers in Czech when the page says Accept-Language: cs', async () => {
    const response = await fixture.handler(contactRequest(withField('message', 'krátká'), { 'Accept-Language': 'cs' }), '203.0.113.8');
    expect(await response.json()).toEqual({ code: 'message_too_short', error: 'Zpráva musí mít alespoň 10 znaků.' });
    const ok = await fixture.handler(contactRequest(json(validContact), { 'Accept-Language': 'cs' }), '203.0.113.8');
    expect(await ok.json()).toEqual({ message: 'Děkujeme za zprávu! Brzy se vám ozveme.' });
  });

  it.each([
    ['a link', 'http://spam.example'],
    ['an object String() cannot convert', { toString: null }],
    ['an object with a throwing-looking valueOf', { valueOf: null, toString: null }],
    ['a number', 0],
    ['an array', []],
    ['true', true],
  ])('answers a honeypot holding %s with success and stores and mails nothing', async (_label, website) => {
    const response = await fixture.handler(contactRequest(withField('website', website)), '203.0.113.9');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Thank you for your message! We'll get back to you soon." });
    expect(await fixture.storedCount()).toBe(0);
    expect(fixture.sent).toHaveLength(0);
  });

  it.each([
    ['an empty string', ''],
    ['blanks', '  '],
    ['null', null],
  ])('treats a honeypot holding %s as empty (the message is stored)', async (_label, website) => {
    const response = await fixture.handler(contactRequest(withField('website', website)), '203.0.113.12');
    expect(response.status).toBe(200);
    expect(await fixture.storedCount()).toBe(1);
  });

  it('D50: rotating x-forwarded-for (hosted rule) stops at the network budget; a first-time visitor elsewhere is stored', async () => {
    const capped = await contactFixture({ networkLimitMax: 4, globalLimitPerMinute: 2 });
    try {
      const send = async (forwarded: string) => {
        const request = contactRequest(json(validContact), { 'X-Forwarded-For': forwarded });
        const response = await capped.handler(
          request,
          clientAddress((name) => request.headers.get(name), { mode: 'hosted' }),
        );
        return `${response.status} ${((await response.json()) as { code?: string }).code ?? 'ok'}`;
      };
      const flood: string[] = [];
      // Every request claims another address, on the left and on the right: all of 192.0.2.0/24.
      for (let i = 0; i < 8; i++) flood.push(await send(`10.0.${i}.1, 192.0.2.${i + 1}`));
      expect(flood).toEqual([...Array(4).fill('200 ok'), ...Array(4).fill('429 rate_limited')]);
      // The cap for everyone is used up, yet a fresh address in another network is stored.
      expect(await send('198.51.100.7')).toBe('200 ok');
      // IPv6: one /64 is one address; its second message within the minute meets the cap for everyone.
      expect(await send('2001:db8:1:2::a')).toBe('200 ok');
      expect(await send('2001:db8:1:2::b')).toBe('429 busy');
      expect(await capped.storedCount()).toBe(6);
    } finally {
      await capped.close();
    }
  });

  it('D50: refused payloads spend the address budget, so a flood of them meets the limit too', async () => {
    const capped = await contactFixture({ rateLimitMax: 3 });
    try {
      const statuses: number[] = [];
      for (const body of ['{', json({ ...validContact, email: 'nope' }), json([])]) {
        statuses.push((await capped.handler(contactRequest(body), '203.0.113.40')).status);
      }
      const limited = await capped.handler(contactRequest(json(validContact)), '203.0.113.40');
      expect([...statuses, limited.status]).toEqual([400, 400, 400, 429]);
      expect(((await limited.json()) as { code: string }).code).toBe('rate_limited');
      expect((await capped.handler(contactRequest(json(validContact)), '203.0.113.41')).status).toBe(200);
    } finally {
      await capped.close();
    }
  });

  it('issue 34: a request with no client address is logged, at most once a minute, and shares the unknown budget', async () => {
    const fixture = await contactFixture({ rateLimitMax: 100 });
    try {
      const unknownLines = () => fixture.logs.filter((line) => line.includes('no client IP address')).length;
      for (let i = 0; i < 3; i++) expect((await fixture.handler(contactRequest(json(validContact)))).status).toBe(200);
      expect(unknownLines()).toBe(1);
      expect((await fixture.handler(contactRequest(json(validContact)), '203.0.113.50')).status).toBe(200);
      expect(unknownLines()).toBe(1);
      fixture.clock.now = new Date(fixture.clock.now.getTime() + 61_000);
      await fixture.handler(contactRequest(json(validContact)));
      expect(unknownLines()).toBe(2);
    } finally {
      await fixture.close();
    }
  });

  it('D50: past the mail cap a message is stored and answered like any other, without a mail, and the log says so', async () => {
    const capped = await contactFixture({ mailLimitPerHour: 2 });
    try {
      for (let i = 0; i < 3; i++) expect((await capped.handler(contactRequest(json(validContact)), `203.0.${i}.50`)).status).toBe(200);
      expect(await capped.storedCount()).toBe(3);
      expect(capped.sent).toHaveLength(2);
      expect(capped.logs.join('\n')).toMatch(/stored without a notification: more than 2 this hour/);
      capped.clock.now = new Date(capped.clock.now.getTime() + 61 * 60_000);
      expect((await capped.handler(contactRequest(json(validContact)), '203.0.9.50')).status).toBe(200);
      expect(capped.sent).toHaveLength(3);
    } finally {
      await capped.close();
    }
  });

  it('D22: rate-limits one client to 5 messages in 10 minutes, per client, and forgets after the window', async () => {
    const send = (address: string) => fixture.handler(contactRequest(json(validContact)), address);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send('198.51.100.1')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await send('198.51.100.1');
    expect(limited.headers.get('Retry-After')).toBe('600');
    expect(((await limited.json()) as { code: string }).code).toBe('rate_limited');
    expect((await send('198.51.100.2')).status).toBe(200);
    fixture.clock.now = new Date(fixture.clock.now.getTime() + 601_000);
    expect((await send('198.51.100.1')).status).toBe(200);
    expect(await fixture.storedCount()).toBe(7);
  });

  it('still stores and succeeds when the notification email fails, and logs it', async () => {
    fixture.useMailer({ send: async () => Promise.reject(new Error('Resend answered 500')) });
    try {
      const response = await fixture.handler(contactRequest(json(validContact)), '203.0.113.10');
      expect(response.status).toBe(200);
      expect(await fixture.storedCount()).toBe(1);
      expect(fixture.logs.at(-1)).toContain('notification failed (message is stored)');
    } finally {
      fixture.useMailer({ send: async (notification) => void fixture.sent.push(notification) });
    }
  });

  it('D20: answers a CORS preflight from an allowed origin, and refuses others', async () => {
    const preflight = await fixture.handler(contactRequest(undefined, { 'Access-Control-Request-Method': 'POST' }, 'OPTIONS'));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('apikey');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('accept-language');
    const foreign = await fixture.handler(contactRequest(undefined, { Origin: 'https://evil.example' }, 'OPTIONS'));
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers 503, not 500, when the store is down', async () => {
    const handler = createSubmitContactHandler({
      config: {
        apiKeys: [API_KEY],
        allowedOrigins: [ORIGIN],
        rateLimitMax: 5,
        networkLimitMax: 15,
        rateLimitWindowSeconds: 600,
        globalLimitPerMinute: 20,
        mailLimitPerHour: 30,
        ipHashSalt: 's',
      },
      store: {
        submit: async () => Promise.reject(new Error('connection refused')),
        refuse: async () => Promise.reject(new Error('connection refused')),
      },
      mailer: createLogMailer(() => undefined),
      log: () => undefined,
    });
    const response = await handler(contactRequest(json(validContact)), '203.0.113.11');
    expect(response.status).toBe(503);
    expect(((await response.json()) as { code: string }).code).toBe('unavailable');
  });
});

describe('notification mailers', () => {
  it('posts to Resend with the key, recipient and reply-to', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    await createResendMailer(
      { resendApiKey: 're_test', toEmail: 'team@example.com', fromEmail: 'Site <site@example.com>' },
      fakeFetch,
    ).send({ subject: 'S', text: 'T', replyTo: 'ada@example.com' });
    expect(calls[0].url).toBe('https://api.resend.com/emails');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer re_test');
    expect(JSON.parse(String(calls[0].init.body))).toMatchObject({ to: ['team@example.com'], reply_to: 'ada@example.com', subject: 'S' });
    const failing = (async () => new Response('nope', { status: 500 })) as unknown as typeof fetch;
    await expect(
      createResendMailer({ resendApiKey: 'k', toEmail: 't@example.com', fromEmail: 'f@example.com' }, failing).send({
        subject: 'S',
        text: 'T',
        replyTo: 'r@example.com',
      }),
    ).rejects.toThrow('Resend answered 500');
  });

  it('without an email API logs that a message was stored, never what it says or who sent it', async () => {
    const lines: string[] = [];
    await createLogMailer((line) => void lines.push(line)).send({
      subject: 'New contact message from Ada',
      text: 'Secret body text\n',
      replyTo: 'ada@example.com',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('a contact message was stored');
    expect(lines[0]).not.toMatch(/Ada|Secret body|ada@example\.com/);
  });

  it('names the command that lists the message where there is one, and only the table where there is none (hosted)', async () => {
    const lines: string[] = [];
    await createLogMailer((line) => void lines.push(line), 'LOCAL_DB_DIR=.data/dev npm run leads').send({
      subject: 's',
      text: 't',
      replyTo: 'a@b.cz',
    });
    await createLogMailer((line) => void lines.push(line)).send({ subject: 's', text: 't', replyTo: 'a@b.cz' });
    expect(lines[0]).toMatch(/Read it with `LOCAL_DB_DIR=\.data\/dev npm run leads` or in the table contact_messages\.$/);
    expect(lines[1]).toMatch(/Read it in the table contact_messages\.$/);
  });

  it('shows control characters in the notification as escapes, keeping line breaks', () => {
    const notification = contactNotification(
      { name: 'Ada', email: 'ada@example.com', message: 'Line one\nred \u001b[31malert\u001b[0m \u009b2J and \u202eevil\tend' },
      new Date('2025-06-01T10:00:00Z'),
    );
    expect(notification.text).toContain('Line one\nred \\u{1b}[31malert\\u{1b}[0m \\u{9b}2J and \\u{202e}evil\tend');
    for (const raw of ['\u001b', '\u009b', '\u202e']) expect(notification.text).not.toContain(raw);
  });

  it('issue 24: shows invisible characters in the subject and the one-line fields as escapes', () => {
    const notification = contactNotification(
      { name: 'Ada\u200b\u2060\u{e0041}', email: 'ada@example.com', message: 'Hello\ufe0f there, friends.' },
      new Date('2025-06-01T10:00:00Z'),
    );
    expect(notification.subject).toBe('New contact message from Ada\\u{200b}\\u{2060}\\u{e0041}');
    expect(notification.text).toContain('Name: Ada\\u{200b}\\u{2060}\\u{e0041}');
    expect(notification.text).toContain('Hello\\u{fe0f} there');
    for (const raw of ['\u200b', '\u2060', '\u{e0041}', '\ufe0f']) expect(`${notification.subject}${notification.text}`).not.toContain(raw);
  });
});
