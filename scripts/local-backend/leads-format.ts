/**
 * Text renderings of the stored rows for `npm run leads`. Control and bidi characters a visitor
 * typed are printed as `\u{…}` escapes, never raw to the operator's terminal (issue 20).
 */
import { showControls } from '../../supabase/functions/_shared/visible-text.ts';
import type { StoredRecords } from './leads-store.ts';

function table(title: string, headers: string[], rows: (string | null)[][]): string {
  if (rows.length === 0) return `${title}: none yet\n`;
  const cells = rows.map((row) => row.map((cell) => showControls((cell ?? '').replace(/\s+/g, ' '))));
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [`${title} (${rows.length})`, line(headers), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line), ''].join('\n');
}

const shorten = (text: string, max: number) => ([...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text);

export function formatTables({ leads, messages }: StoredRecords): string {
  return [
    table('Waiting list', ['created_at', 'employee', 'name', 'email', 'company'],
      leads.map((lead) => [lead.created_at, lead.ai_employee, lead.name, lead.email, lead.company])),
    table('Contact messages', ['created_at', 'name', 'email', 'message'],
      messages.map((message) => [message.created_at, message.name, message.email, shorten(message.message, 60)])),
  ].join('\n');
}

/** RFC 4180 quoting (line breaks stay, other controls are escaped); cells starting with = + - @ are prefixed so spreadsheets do not run them. */
function csvCell(value: string | null): string {
  const text = showControls(value ?? '', { keepLineBreaks: true });
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function formatCsv({ leads, messages }: StoredRecords): string {
  const header = ['kind', 'created_at', 'name', 'email', 'company', 'ai_employee', 'source', 'message'];
  const rows = [
    ...leads.map((lead) => ['lead', lead.created_at, lead.name, lead.email, lead.company, lead.ai_employee, lead.source, null]),
    ...messages.map((message) => ['contact', message.created_at, message.name, message.email, null, null, null, message.message]),
  ];
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
