/** The operator's deploy: docs/deploy.md names the variables the build checks, no more and no fewer. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOY_REQUIRED, mailProviderWarning } from '../../scripts/build';
import { projectRoot } from '../support/project-copy';

describe('docs/deploy.md', () => {
  // It named 2 of the 8 a deploy build needed, so an operator learnt the rest one stopped build at a time.
  it('lists every variable a deploy build requires, as the build checks them', () => {
    const doc = readFileSync(path.join(projectRoot, 'docs', 'deploy.md'), 'utf8');
    const paragraph = /\*\*Required variables\*\*[^:]*:([\s\S]*?)\.\s/.exec(doc)?.[1] ?? '';
    expect([...paragraph.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1])).toEqual([...DEPLOY_REQUIRED]);
  });
});

describe('a deploy build without a mail provider', () => {
  it('says in one sentence that no lead will ever be confirmed, unless the functions file sets RESEND_API_KEY', () => {
    const root = path.join(os.tmpdir(), `mail-warning-${process.pid}`);
    mkdirSync(path.join(root, 'supabase', 'functions'), { recursive: true });
    try {
      expect(mailProviderWarning(root)).toMatch(
        /^Warning: supabase\/functions\/\.env does not exist, so .*no waiting-list lead will ever be confirmed/,
      );
      writeFileSync(path.join(root, 'supabase', 'functions', '.env'), 'SITE_URL=https://x.example\nRESEND_API_KEY=\n');
      expect(mailProviderWarning(root)).toMatch(/sets no RESEND_API_KEY, so unless the hosted project's secrets set one/);
      writeFileSync(path.join(root, 'supabase', 'functions', '.env'), 'RESEND_API_KEY="re_123"\n');
      expect(mailProviderWarning(root)).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
