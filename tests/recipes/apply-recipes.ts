/**
 * The three recipes of docs/recipes.md, carried out by code exactly as a new engineer follows them
 * (issue 36): a language (the pseudo-locale, D51), a page and an optional contact field. Each edits
 * the files its recipe names and nothing else, in a copy of the repository (tests/recipes/
 * recipes.test.ts), which then runs typecheck, the locale check and the tests the change touches.
 * The pseudo-locale's test build adds its row with `addLanguageRow` too (tests/pseudo/build-pseudo.ts).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LanguageEntry } from '@shared/languages';
import { pseudoLanguage, pseudoLocaliseTree, PSEUDO_CODE } from '../pseudo/pseudo-locale';

/** Replaces the one `anchor` of `source`; throws, naming the file, when the anchor is missing or repeated. */
function insertBefore(source: string, anchor: string | RegExp, text: string, file: string): string {
  const matches = [...source.matchAll(new RegExp(anchor, 'g'))];
  if (matches.length !== 1)
    throw new Error(`recipe: ${file} has ${matches.length} places for the edit (${String(anchor)}); update the recipe`);
  const at = matches[0].index;
  return source.slice(0, at) + text + source.slice(at);
}

const TABLE_END = /\n\] as const satisfies readonly LanguageEntry\[\];/;

/** Recipe "a language", step 1: the row at the end of LANGUAGE_TABLE in languages.ts. */
export function addLanguageRow(source: string, row: LanguageEntry): string {
  return insertBefore(source, TABLE_END, `\n  ${JSON.stringify(row)},`, 'languages.ts');
}

async function edit(root: string, file: string, change: (source: string) => string): Promise<void> {
  const full = path.join(root, file);
  await writeFile(full, change(await readFile(full, 'utf8')));
}

async function readJson(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The languages a copy speaks: the locale folders (English first, as the table has it). */
async function localeFolders(root: string): Promise<string[]> {
  const folders = (await readdir(path.join(root, 'public', 'locales'), { withFileTypes: true })).filter((entry) => entry.isDirectory());
  return folders.map((entry) => entry.name).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

/** A text in a language of the copy: English and Czech written by hand, anything else the pseudo-locale's. */
type Words = { en: string; cs: string };
const inLanguage = (words: Words, language: string): string =>
  language === 'en' || language === 'cs' ? words[language] : (pseudoLocaliseTree(words.en) as string);

/** Recipe "a language": its row in the table plus its locale folder (English made pseudo). */
export async function applyLanguageRecipe(root: string): Promise<void> {
  const english = path.join(root, 'public', 'locales', 'en');
  const { LANGUAGE_TABLE } = await import('@shared/languages');
  await edit(root, 'supabase/functions/_shared/languages.ts', (source) => addLanguageRow(source, pseudoLanguage(LANGUAGE_TABLE[0])));
  for (const file of await readdir(english)) {
    await writeJson(path.join(root, 'public', 'locales', PSEUDO_CODE, file), pseudoLocaliseTree(await readJson(path.join(english, file))));
  }
}

export const RECIPE_PAGE = { id: 'recipeCheck', path: '/recipe-check', namespace: 'recipeCheck' } as const;

const PAGE_COPY = {
  meta: {
    title: { en: 'Recipe check | AI Employees', cs: 'Kontrola receptu | AI zaměstnanci' },
    description: {
      en: 'A page added by following the recipe, to prove that the recipe is true.',
      cs: 'Stránka přidaná podle receptu, která dokazuje, že recept platí.',
    },
    keywords: { en: 'recipe, check', cs: 'recept, kontrola' },
  },
  title: { en: 'Recipe check', cs: 'Kontrola receptu' },
  lead: { en: 'This page was added by following the recipe.', cs: 'Tuto stránku jsme přidali podle receptu.' },
  sectionHeading: { en: 'What it took', cs: 'Co to stálo' },
  sectionText: { en: 'The files the recipe names, and nothing else.', cs: 'Soubory, které recept jmenuje, a nic víc.' },
  footerLink: { en: 'Recipe check', cs: 'Kontrola receptu' },
} as const;

const PAGE_SOURCE = `import { useTranslation } from 'react-i18next';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';

/** /recipe-check: a page added by the recipe (docs/recipes.md). */
export default function RecipeCheckPage() {
  const { t } = useTranslation('${RECIPE_PAGE.namespace}');
  return (
    <>
      <Hero title={t('title')} lead={t('lead')} />
      <Section heading={t('sectionHeading')}>
        <p>{t('sectionText')}</p>
      </Section>
    </>
  );
}
`;

/** Recipe "a page": the screen, its route, its page entry, its namespace's type, its footer link and its copy. */
export async function applyPageRecipe(root: string): Promise<void> {
  const { id, path: pagePath, namespace } = RECIPE_PAGE;
  await writeFile(path.join(root, 'src', 'pages', 'RecipeCheckPage.tsx'), PAGE_SOURCE);
  await edit(root, 'src/config/routes.ts', (source) =>
    insertBefore(
      source,
      /\n\] as const satisfies readonly RouteDef\[\];\n/,
      `\n  { id: '${id}', path: '${pagePath}', namespaces: ['${namespace}'], meta: 'meta', indexable: true, footer: 'company' },`,
      'routes.ts',
    ),
  );
  await edit(root, 'src/app/page-map.ts', (source) =>
    insertBefore(source, /\n {2}notFound: page\(/, `\n  ${id}: page(() => import('@/pages/RecipeCheckPage')),`, 'page-map.ts'),
  );
  await edit(root, 'src/i18n/i18next.d.ts', (source) => {
    const withImport = insertBefore(
      source,
      /\n\n\/\*\* The English files/,
      `\nimport type ${namespace} from '../../public/locales/en/${namespace}.json';`,
      'i18next.d.ts',
    );
    return insertBefore(withImport, /\n {4}\};\n {2}\}\n\}/, `\n      ${namespace}: typeof ${namespace};`, 'i18next.d.ts');
  });
  for (const language of await localeFolders(root)) {
    const { footerLink, ...copy } = PAGE_COPY;
    const words = (tree: object): unknown =>
      'en' in tree
        ? inLanguage(tree as Words, language)
        : Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, words(value)]));
    await writeJson(path.join(root, 'public', 'locales', language, `${namespace}.json`), words(copy));
    const commonFile = path.join(root, 'public', 'locales', language, 'common.json');
    const common = await readJson(commonFile);
    ((common.footer as Record<string, Record<string, string>>).links ??= {})[id] = inLanguage(footerLink, language);
    await writeJson(commonFile, common);
  }
}

export const RECIPE_FIELD = 'phone';

const FIELD_SENTENCES = {
  invalid: { en: 'Please enter your phone number as plain text.', cs: 'Zadejte prosím telefonní číslo jako běžný text.' },
  bidi_control: {
    en: 'Please remove the invisible text-direction characters from your phone number.',
    cs: 'Odstraňte prosím z telefonního čísla neviditelné znaky pro směr textu.',
  },
  too_long: {
    en: 'Please shorten your phone number to {{max}} characters.',
    cs: 'Zkraťte prosím telefonní číslo na nejvýše {{max}} znaků.',
  },
} as const;

const FIELD_MIGRATION = `-- The contact form's optional phone number (docs/recipes.md, "A contact field").
alter table public.contact_messages add column phone text
  constraint contact_messages_phone_check
  check (phone is null or (char_length(phone) between 1 and 40 and phone = public.trim_like_js(phone)
    and phone !~ '[\\x01-\\x1f\\x7f-\\x9f]' and phone !~ '[\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]'));
`;

/** Recipe "a contact field": the contract's entry, one migration, its copy in common.json and the privacy policy's list. */
export async function applyFieldRecipe(root: string): Promise<void> {
  const name = RECIPE_FIELD;
  await edit(root, 'supabase/functions/_shared/contact-contract.ts', (source) =>
    insertBefore(
      source,
      /\n\} as const;\n/,
      `\n  ${name}: field({ kind: 'line', required: false, max: 40, autoComplete: 'tel' }),`,
      'contact-contract.ts',
    ),
  );
  await writeFile(path.join(root, 'supabase', 'migrations', '29991231000000_contact_phone.sql'), FIELD_MIGRATION);
  for (const language of await localeFolders(root)) {
    const commonFile = path.join(root, 'public', 'locales', language, 'common.json');
    const common = await readJson(commonFile);
    const contact = common.contact as Record<string, string>;
    contact[name] = inLanguage({ en: 'Phone (optional)', cs: 'Telefon (nepovinné)' }, language);
    contact[`${name}Placeholder`] = inLanguage({ en: '+420 123 456 789', cs: '+420 123 456 789' }, language);
    const codes = (common.forms as Record<string, Record<string, string>>).codes;
    for (const [suffix, sentence] of Object.entries(FIELD_SENTENCES)) codes[`${name}_${suffix}`] = inLanguage(sentence, language);
    await writeJson(commonFile, common);
    const legalFile = path.join(root, 'public', 'locales', language, 'legal.json');
    const legal = await readFile(legalFile, 'utf8');
    const before = inLanguage({ en: 'email address and message.', cs: 'e-mailová adresa a zpráva.' }, language);
    const after = inLanguage(
      { en: 'email address, phone number if you give one, and message.', cs: 'e-mailová adresa, telefon, pokud ho uvedete, a zpráva.' },
      language,
    );
    if (!legal.includes(before))
      throw new Error(`recipe: ${language}/legal.json no longer lists what the contact form collects as the recipe expects`);
    await writeFile(legalFile, legal.replace(before, after));
  }
}
