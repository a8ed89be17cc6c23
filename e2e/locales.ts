import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteDef } from '../src/config/routes';
import { type Language } from '../supabase/functions/_shared/languages';

/** Reads a locale file as the browser would get it, for comparing pages with their copy. */
export function readLocale(language: Language, ns: string): unknown {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'public', 'locales', language, `${ns}.json`), 'utf8'));
}

/** One string of a locale file by its key path (`'waitlist.successTitle'`), with `{{variables}}` filled in. */
export function localeText(language: Language, ns: string, key: string, values: Record<string, string | number> = {}): string {
  let value: unknown = readLocale(language, ns);
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no string ${language}/${ns}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** A route's `<title>` as its locale file words it. */
export const metaTitle = (route: RouteDef, language: Language) => localeText(language, route.namespaces[0], `${route.meta}.title`);

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
