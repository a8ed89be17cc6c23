/**
 * npm run supabase:env -> writes VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY into .env.local from
 * the output of `supabase status -o env` (for developers who run `supabase start` with Docker).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/** Parses KEY="value" lines; ignores anything else the CLI prints (notices, blank lines). */
export function parseStatusEnv(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    const raw = match[2].trim();
    vars[match[1]] = /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return vars;
}

/** The browser needs the API URL and the public key (publishable on newer CLIs, else anon). */
export function browserEnvFromStatus(vars: Record<string, string>): { VITE_SUPABASE_URL: string; VITE_SUPABASE_ANON_KEY: string } {
  const url = vars.API_URL;
  const key = vars.PUBLISHABLE_KEY || vars.ANON_KEY;
  if (!url || !key)
    throw new Error('`supabase status -o env` printed no API_URL and ANON_KEY/PUBLISHABLE_KEY: is `supabase start` running?');
  return { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key };
}

/** Replaces those keys in an existing .env.local and keeps every other line as it was. */
export function mergeEnvFile(existing: string, updates: Record<string, string>): string {
  const pending = new Map(Object.entries(updates));
  const lines = existing.split(/\r?\n/).filter((line, index, all) => line !== '' || index < all.length - 1);
  const merged = lines.map((line) => {
    const key = /^\s*([A-Za-z_][A-Za-z0-9_]*)=/.exec(line)?.[1];
    if (!key || !pending.has(key)) return line;
    const value = pending.get(key)!;
    pending.delete(key);
    return `${key}=${value}`;
  });
  for (const [key, value] of pending) merged.push(`${key}=${value}`);
  return `${merged.join('\n')}\n`;
}

/**
 * Why `supabase status` gave nothing, in one sentence: a CLI that is not there and a CLI whose
 * local stack is not running need different next steps (the project pins the CLI, so the second
 * is the usual one).
 */
export function statusFailure(error: NodeJS.ErrnoException & { stderr?: string }): string {
  if (error.code === 'ENOENT')
    return 'The Supabase CLI is not installed: run `npm install` (the project pins it) or install it from https://supabase.com/docs/guides/cli.';
  const said = (error.stderr ?? error.message)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line && !/^Try rerunning/.test(line));
  return `The local Supabase stack is not running (\`supabase status\` said: ${said ?? 'nothing'}): start it with \`npx supabase start\`, which needs Docker.`;
}

/** The CLI this project pins (node_modules/.bin is on npm run's PATH), or one on the PATH. */
export async function supabaseStatus(command = 'supabase'): Promise<string> {
  try {
    return (await promisify(execFile)(command, ['status', '-o', 'env'])).stdout;
  } catch (error) {
    throw new Error(statusFailure(error as NodeJS.ErrnoException & { stderr?: string }));
  }
}

async function main(): Promise<void> {
  const output = await supabaseStatus();
  const updates = browserEnvFromStatus(parseStatusEnv(output));
  const file = '.env.local';
  const existing = existsSync(file) ? await readFile(file, 'utf8') : '';
  await writeFile(file, mergeEnvFile(existing, updates));
  console.log(`Wrote VITE_SUPABASE_URL=${updates.VITE_SUPABASE_URL} and VITE_SUPABASE_ANON_KEY to ${file}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
