/**
 * Text renderings of the stored rows for `npm run leads`. Control and bidi characters a visitor
 * typed are printed as `\u{…}` escapes, never raw to the operator's terminal (issue 20).
 */
import { showControls } from '../../supabase/functions/_shared/visible-text.ts';
import { contactFields } from '../../supabase/functions/_shared/contact-contract.ts';
import type { Fields } from '../../supabase/functions/_shared/form-contract.ts';
import { leadFields } from '../../supabase/functions/_shared/lead-contract.ts';
import { CONTACT_COLUMNS, LEAD_COLUMNS, type StoredRecords } from './leads-store.ts';

export function table(title: string, headers: string[], rows: (string | null)[][]): string {
  if (rows.length === 0) return `${title}: none yet\n`;
  const cells = rows.map((row) => row.map((cell) => showControls((cell ?? '').replace(/\s+/g, ' '))));
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [`${title} (${rows.length})`, line(headers), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line), ''].join('\n');
}

const shorten = (text: string, max: number) => ([...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text);

type Row = Record<string, string | boolean | null>;

const text = (value: string | boolean | null | undefined): string | null =>
  typeof value === 'boolean' ? (value ? 'yes' : '') : (value ?? null);

/**
 * One table per form: when, then each contract field under its heading (long text shortened),
 * then `invisible`: "yes" where a field holds an invisible character (shown as `\u{…}` here).
 */
function formTable(title: string, fields: Fields, rows: readonly Row[], extra: readonly string[] = []): string {
  const names = Object.keys(fields);
  return table(
    title,
    ['created_at', ...names.map((name) => fields[name].heading ?? name), 'invisible', ...extra],
    rows.map((row) => [
      text(row.created_at),
      ...names.map((name) => (fields[name].kind === 'text' ? shorten(text(row[name]) ?? '', 60) : text(row[name]))),
      text(row.invisible_characters),
      ...extra.map((column) => text(row[column])),
    ]),
  );
}

/** Under the waiting list: its members (confirmed, D88) counted apart from the rest. */
function leadsSummary(leads: StoredRecords['leads']): string {
  if (leads.length === 0) return '';
  const members = leads.filter((lead) => lead.status === 'confirmed').length;
  const pending = leads.filter((lead) => lead.status === 'pending').length;
  const before = leads.length - members - pending;
  return `Members (confirmed): ${members}; pending: ${pending}${before ? `; from before double opt-in: ${before}` : ''}\n`;
}

export function formatTables({ leads, messages }: StoredRecords): string {
  return [
    formTable('Waiting list', leadFields, leads, ['status', 'confirmed_at']) + leadsSummary(leads),
    formTable('Contact messages', contactFields, messages),
  ].join('\n');
}

/** RFC 4180 quoting (line breaks stay, other controls are escaped); cells starting with = + - @ are prefixed so spreadsheets do not run them. */
export function csvCell(value: string | null): string {
  const text = showControls(value ?? '', { keepLineBreaks: true });
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Both forms in one sheet: a `kind` column, then the union of their columns (a form's missing ones empty). */
export function formatCsv({ leads, messages }: StoredRecords): string {
  const columns = ['created_at', ...new Set([...LEAD_COLUMNS, ...CONTACT_COLUMNS])];
  const rows = [
    ...leads.map((lead): [string, Row] => ['lead', lead]),
    ...messages.map((message): [string, Row] => ['contact', message]),
  ].map(([kind, row]) => [kind, ...columns.map((column) => (typeof row[column] === 'boolean' ? String(row[column]) : text(row[column])))]);
  return [['kind', ...columns], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
