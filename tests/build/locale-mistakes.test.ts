/**
 * A marketer's mistake in a locale file stops `npm run build:local` (and so `npm start`) before
 * anything is built, naming the file and where in it, with `npm run i18n:check`'s words.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, editFile, removeCopy } from '../support/project-copy';

let dir: string;
beforeAll(async () => {
  dir = await copyProject('locale-mistakes');
});
afterAll(() => removeCopy(dir));

/** `npm run build:local` in the copy: its exit code and what it printed. */
async function buildLocal(): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'build:local'], {
      cwd: dir,
      env: { ...process.env, DIST_DIR: 'dist' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('a locale mistake stops build:local', () => {
  it('a comma after the last entry: the file, line and column, and what to write', async () => {
    let line = 0;
    let col = 0;
    await editFile(dir, 'public/locales/en/home.json', (text) => {
      const lines = text.split('\n');
      line = lines.findIndex((entry) => entry.includes('"employeesSoon"')) + 1;
      col = lines[line - 1].length + 1;
      lines[line - 1] += ',';
      return lines.join('\n');
    });
    const { code, output } = await buildLocal();
    await editFile(dir, 'public/locales/en/home.json', (text) => text.replace(/("employeesSoon": "[^"]*"),/, '$1'));
    expect(code).not.toBe(0);
    expect(output).toContain(`public/locales/en/home.json:${line}:${col}: invalid JSON: remove the comma after the last entry`);
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  });

  it('a key missing in Czech: the file and the key', async () => {
    await editFile(dir, 'public/locales/cs/home.json', (text) => {
      const copy = JSON.parse(text) as { pricing: Record<string, string> };
      delete copy.pricing.heading;
      return `${JSON.stringify(copy, null, 2)}\n`;
    });
    const { code, output } = await buildLocal();
    expect(code).not.toBe(0);
    expect(output).toContain('cs/home.json: pricing.heading: missing (en/home.json has it)');
    expect(output).toContain('Build stopped: 1 problem(s) in the locale files');
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  });

  // Newcomer review 2, 3.9: the check reported it, the build shipped the Czech page with English on it.
  it('an English heading left in Czech: named once, as such, and the build stops', async () => {
    let heading = '';
    await editFile(dir, 'public/locales/cs/home.json', (text) => {
      const copy = JSON.parse(text) as { pricing: Record<string, string> };
      heading = JSON.parse(readFileSync(path.join(dir, 'public/locales/en/home.json'), 'utf8')).pricing.heading;
      copy.pricing.heading = heading;
      return `${JSON.stringify(copy, null, 2)}\n`;
    });
    const { code, output } = await buildLocal();
    expect(code).not.toBe(0);
    expect(output).toContain(`cs/home.json: pricing.heading: the same as English ("${heading}")`);
    expect(output).toContain('Build stopped: 1 problem(s) in the locale files');
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
    const check = await promisify(execFile)('npm', ['run', '--silent', 'i18n:check'], { cwd: dir }).catch(
      (error: { stderr: string }) => error,
    );
    // Said once: not again as words the Czech dictionary lacks.
    expect(check.stderr.split('\n').filter((line) => line.includes('pricing.heading'))).toHaveLength(1);
  });
});
