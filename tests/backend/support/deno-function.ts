/**
 * Runs an Edge Function (supabase/functions/<name>/index.ts, submit-contact unless named) under the real Deno (npm package `deno`), with
 * the environment hosted Supabase gives a function plus the secrets we set, on a free port.
 * npm: specifiers come from the registry npm uses, into a private DENO_DIR, with no lock file.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

export const DENO = 'node_modules/.bin/deno';

/** Variables of the test process that would change what the function does are not passed on. */
const FUNCTION_SETTINGS = /^(SUPABASE_|CONTACT_|CORS_|IP_HASH_SALT$|RESEND_|TRUST_PROXY$|WAITLIST_|DENO_|STRIPE_|ORDER_|SITE_URL$|VITE_)/;

export async function npmRegistry(): Promise<string> {
  return (await promisify(execFile)('npm', ['config', 'get', 'registry'])).stdout.trim();
}

export interface DenoFunction {
  url: string;
  /** Everything the function wrote to stdout and stderr so far (its log). */
  output(): string;
  stop(): Promise<void>;
}

export async function startDenoFunction(
  env: Record<string, string>,
  denoDir: string,
  functionName = 'submit-contact',
): Promise<DenoFunction> {
  if (!existsSync(DENO)) throw new Error(`${DENO} is missing: run npm install`);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !FUNCTION_SETTINGS.test(name)));
  const child = spawn(
    DENO,
    [
      'run',
      '--no-lock',
      '--allow-net',
      '--allow-env',
      '--config',
      `supabase/functions/${functionName}/deno.json`,
      `supabase/functions/${functionName}/index.ts`,
    ],
    {
      env: {
        ...inherited,
        ...env,
        NPM_CONFIG_REGISTRY: await npmRegistry(),
        DENO_DIR: denoDir,
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Deno did not start within 90 s:\n${output}`)), 90_000);
    const look = () => {
      const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`${match[1]}/${functionName}`);
      }
    };
    child.stderr.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Deno exited with ${code}:\n${output}`));
    });
  });

  return {
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
