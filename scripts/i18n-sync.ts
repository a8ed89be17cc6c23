/**
 * `npm run i18n:sync`: writes the submit-contact function's sentences (D21) from the locale files:
 * every language's `forms.codes.*` and `contact.sent.body` into
 * supabase/functions/_shared/sentences.json. The function is deployed without public/, so it
 * carries this copy; `npm run i18n:check` fails while it is stale. Run it after editing those keys.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readLocales, SENTENCES_FILE, serverSentences, type Problem } from './i18n-check.ts';

const root = path.resolve(import.meta.dirname, '..');
const problems: Problem[] = [];
const locales = readLocales(root, problems);
const common = locales.get('common');
if (problems.length > 0 || !common) {
  for (const problem of problems) console.error(problem);
  console.error('i18n:sync: the locale files must parse first');
  process.exit(1);
}
writeFileSync(path.join(root, SENTENCES_FILE), serverSentences(common, locales.get('legal')));
console.log(`i18n:sync: wrote ${SENTENCES_FILE} (${common.size} languages)`);
