/**
 * The embedded backend's mail with no provider configured (D88): each confirmation e-mail is
 * written to the server's log and, as one JSON file, to `<data folder>/outbox/`, which
 * `npm run leads -- --outbox` shows (as the Supabase CLI's local mail viewer does). The folder is
 * the data folder's (git-ignored, 0700); `npm run leads -- --delete EMAIL` empties it of that address.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { leadsCommand } from './database.ts';
import { shortenTokens } from '../../supabase/functions/_shared/send-confirmation-handler.ts';
import { mailboxKey } from '../../supabase/functions/_shared/mailbox.ts';
import type { ConfirmationMail, ConfirmationMailer } from '../../supabase/functions/_shared/waitlist-confirmation.ts';

export interface OutboxMail extends ConfirmationMail {
  sent_at: string;
}

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

export function createOutboxMailer(
  dataDir: string,
  log: (line: string) => void = console.info,
  now = () => new Date(),
  /** Which function's mail it is, for the log line. */
  source = '[send-confirmation]',
): ConfirmationMailer {
  const readWith = leadsCommand(dataDir, '--outbox');
  return {
    async deliver(mail) {
      const sentAt = now().toISOString();
      const dir = outboxDir(dataDir);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`);
      const stored: OutboxMail = { sent_at: sentAt, ...mail };
      await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
      log(
        `${source} no mail provider (RESEND_API_KEY): the e-mail is in the local outbox (${readWith})\n` +
          // The whole link is in the outbox file (yours alone); the log, which more people read, gets its start.
          `To: ${mail.to}\nSubject: ${mail.subject}\n\n${shortenTokens(mail.text)}\n`,
      );
    },
  };
}

/** Every mail in the outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir(dataDir))).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(outboxDir(dataDir), name), 'utf8')) as OutboxMail));
}

/** GDPR erasure: the mails to this address's mailbox (any spelling of it, as the database erases). */
export async function deleteOutboxMailTo(dataDir: string, email: string): Promise<number> {
  let removed = 0;
  for (const name of await readdir(outboxDir(dataDir)).catch(() => [] as string[])) {
    const file = join(outboxDir(dataDir), name);
    const mail = JSON.parse(await readFile(file, 'utf8')) as OutboxMail;
    if (mailboxKey(mail.to) === mailboxKey(email)) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

export function formatOutbox(mails: readonly OutboxMail[]): string {
  if (mails.length === 0) return 'Outbox: empty\n';
  return [
    `Outbox (${mails.length})`,
    ...mails.map((mail) =>
      [`--- ${mail.sent_at} (${mail.language})`, `To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.text].join('\n'),
    ),
    '',
  ].join('\n');
}
