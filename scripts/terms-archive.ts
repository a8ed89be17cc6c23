/**
 * The Terms as they applied, kept for good: after the prerender, each language's Terms page is
 * read as text and written to `terms-versions/<hash>.<language>.txt`, named by the SHA-256 of the
 * text of every language together, and every page's head names that version
 * (`<meta name="terms-version" content="<date>-<hash>">`). The signup puts it into the checkout's
 * reference, the order records it, and the confirmation e-mail links that file, whose content
 * cannot change without its name changing too.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TERMS_ARCHIVE_DIR, termsArchivePath, termsVersionText, type TermsVersion } from '../supabase/functions/_shared/order-reference.ts';
import type { Language } from '../supabase/functions/_shared/languages.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text a reader of the page's `<article>` reads: headings, paragraphs and list items on lines of their own. */
export function articleText(html: string): string {
  const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0];
  if (!article) throw new Error('terms-archive: the Terms page has no <article>');
  return article
    .replace(/<nav[\s\S]*?<\/nav>/g, '')
    .replace(/<li[^>]*>/g, '\n- ')
    .replace(/<(br)\s*\/?>/g, '\n')
    .replace(/<\/(p|h[1-6]|li|ol|ul|header|section|div)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#x')
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name] ?? entity),
    )
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Writes the archive and names the version in every page; returns it. */
export async function archiveTerms(
  distDir: string,
  termsPages: ReadonlyMap<Language, string>,
  htmlFiles: readonly string[],
): Promise<TermsVersion> {
  const texts = new Map<Language, string>();
  let date: string | undefined;
  for (const [language, file] of termsPages) {
    const html = await readFile(file, 'utf8');
    date ??= /<time[^>]*dateTime="(\d{4}-\d{2}-\d{2})"/i.exec(html)?.[1];
    texts.set(language, articleText(html));
  }
  if (!date) throw new Error('terms-archive: the Terms page carries no <time dateTime> of its last update');
  const hash = createHash('sha256')
    .update([...texts].map(([language, text]) => `${language}\n${text}`).join('\n\n'))
    .digest('hex')
    .slice(0, 12);
  const version = { date, hash };
  await mkdir(path.join(distDir, TERMS_ARCHIVE_DIR), { recursive: true });
  for (const [language, text] of texts) {
    await writeFile(path.join(distDir, termsArchivePath(version, language)), `${text}\n\n(${termsVersionText(version)})\n`);
  }
  const meta = `<meta name="terms-version" content="${termsVersionText(version)}">`;
  for (const file of htmlFiles) {
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replace('</head>', `  ${meta}\n  </head>`));
  }
  return version;
}
