/**
 * A build while `npm start` runs (here the deploy build, whose bundle differs from the embedded
 * one) leaves the running site whole: its page, every module and stylesheet the page names, and
 * the contact form still answer. Run in a copy of the project, whose dist/ the build rewrites.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/lib/local-anon-key';
import { OWN_OPERATOR } from '../support/own-operator';
import { copyProject, removeCopy } from '../support/project-copy';

let dir: string;
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  dir = await copyProject('start-beside-build');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  base = `http://localhost:${port}`;
  server = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), LOCAL_DB_DIR: '.data/db' },
  });
  for (let tries = 0; tries < 540; tries++) {
    if (
      (await fetch(`${base}/`).then(
        (response) => response.status,
        () => 0,
      )) === 200
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('npm start did not answer within four and a half minutes');
}, 300_000);

afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (dir) await removeCopy(dir);
});

/** The files the page names for its loader: entry, modules, stylesheets. */
const assetsOf = (html: string) =>
  [
    ...[...html.matchAll(/<meta name="app-(?:entry|modules|css)" content="([^"]+)"/g)].flatMap((match) => match[1].split(' ')),
    ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]),
  ].filter(Boolean);

describe('a build beside a running npm start', () => {
  it('leaves its pages, their modules and the contact form working', async () => {
    const page = await (await fetch(`${base}/cs/`)).text();
    const assets = assetsOf(page);
    expect(assets.length).toBeGreaterThan(3);

    const env = {
      ...process.env,
      ...OWN_OPERATOR,
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'x',
      SITE_URL: 'https://www.example.com',
    };
    // The deploy build stops at the committed host recipes, once it has rewritten dist/.
    await promisify(execFile)('npm', ['run', 'build'], { cwd: dir, env }).catch(() => undefined);

    expect(await (await fetch(`${base}/cs/`)).text()).toBe(page);
    for (const asset of assets) expect((await fetch(`${base}${asset}`)).status, asset).toBe(200);
    const sent = await fetch(`${base}/functions/v1/submit-contact`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'Jana Nováková', email: 'jana@example.com', message: 'Dobrý den, zkouška formuláře.', language: 'cs' }),
    });
    expect(sent.status).toBe(200);
  }, 240_000);
});
