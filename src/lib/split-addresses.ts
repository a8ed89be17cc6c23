import { escapeRegExp } from './escape-reg-exp';

/** A piece of copy: plain text, or one of the addresses it was asked to find. */
export type CopyPart = { text: string } | { address: string };

/**
 * Cuts `text` where one of `addresses` stands as a whole address (not inside a longer one), so a
 * page can make each a link while the copy stays plain strings a marketer edits.
 */
export function splitAddresses(text: string, addresses: readonly string[]): CopyPart[] {
  const known = [...new Set(addresses.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (known.length === 0) return [{ text }];
  // Not preceded by a character an address may hold, nor followed by one (a full stop after it ends the sentence).
  const pattern = new RegExp(`(?<![\\w.+@-])(?:${known.map(escapeRegExp).join('|')})(?![\\w@-]|\\.[\\w-])`, 'g');
  const parts: CopyPart[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ address: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length || parts.length === 0) parts.push({ text: text.slice(from) });
  return parts;
}
