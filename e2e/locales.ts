import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Language } from '../supabase/functions/_shared/languages';

/** Reads a locale file as the browser would get it, for comparing pages with their copy. */
export function readLocale(language: Language, ns: string): unknown {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'public', 'locales', language, `${ns}.json`), 'utf8'));
}

export function strings(value: unknown, out: Map<string, string> = new Map(), prefix = ''): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) strings(child, out, prefix ? `${prefix}.${key}` : key);
  }
  return out;
}

/** English sentences of these namespaces whose Czech version differs: none may show on a /cs page. */
export function englishOnlyTexts(namespaces: readonly string[]): string[] {
  const texts: string[] = [];
  for (const ns of namespaces) {
    const en = strings(readLocale('en', ns));
    const cs = strings(readLocale('cs', ns));
    for (const [key, value] of en) {
      const plain = value
        .replace(/<[^>]+>/g, '')
        .replace(/\{\{[^}]+\}\}/g, '')
        .trim();
      if (plain.length >= 16 && !/\{\{/.test(value) && cs.get(key) !== value) texts.push(plain);
    }
  }
  return texts;
}
