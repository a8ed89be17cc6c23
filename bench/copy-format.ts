/**
 * What t() costs per string, two ways, on every key of every locale file (not a test):
 *   npm run bench:copy [-- <rounds>]    (15 unless given)
 * - "i18next's own": the files as written, i18next's interpolation and nesting on every string,
 *   then the typesetter as a post-processor (how the site rendered copy before the build typeset it);
 * - "the site's": the files as the build ships them (typeset ahead) and the site's format step,
 *   which interpolates and typesets only a string with a placeholder (src/i18n/typography.ts).
 * Each round times one pass over all keys of one language with each, alternating which goes first,
 * after a warm-up, so V8 has optimised both; prints the median per pass and the paired ratio. Node
 * runs V8 as Chromium does, without a page: a figure for the text work alone, not for a tap.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type PostProcessorModule, type Resource } from 'i18next';
import { baseOptions } from '../src/i18n/options';
import { typeset, typesetFormat, typesetLocaleFile } from '../src/i18n/typography';

const LOCALES = path.resolve(import.meta.dirname, '..', 'public', 'locales');
const rounds = Number(process.argv[2] ?? 15);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const VALUES = { count: 3, days: 30, price: '1 190 Kč', name: 'Andrea', email: 'a@b.cz', returnObjects: true };

const typesetAfter: PostProcessorModule = {
  type: 'postProcessor',
  name: 'typesetAfter',
  process: (value, _key, options, translator: { language?: string }) =>
    typeof value === 'string' ? typeset(value, options.lng ?? translator.language) : value,
};

for (const language of ['en', 'cs']) {
  const written: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(path.join(LOCALES, language)))
    written[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8'));
  const shipped = Object.fromEntries(
    Object.entries(written).map(([ns, file]) => [ns, typesetLocaleFile(file, language)]),
  ) as Resource[string];
  const own = createInstance();
  void own
    .use(typesetAfter)
    .init({ ...baseOptions(), postProcess: [typesetAfter.name], lng: language, resources: { [language]: written } });
  const site = createInstance();
  void site.use(typesetFormat(true)).init({ ...baseOptions(), lng: language, resources: { [language]: shipped } });
  const keys = Object.entries(written).flatMap(([ns, file]) => Object.keys(file).map((key) => ({ ns, key })));
  const pass = (instance: typeof own) => {
    const started = performance.now();
    for (const { ns, key } of keys) instance.t(key as never, { ns, ...VALUES } as never);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) {
    pass(own);
    pass(site);
  }
  const times = { own: [] as number[], site: [] as number[], ratio: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const [first, second] = round % 2 ? [site, own] : [own, site];
    const a = pass(first);
    const b = pass(second);
    const [ownMs, siteMs] = first === own ? [a, b] : [b, a];
    times.own.push(ownMs);
    times.site.push(siteMs);
    times.ratio.push(siteMs / ownMs);
  }
  console.log(
    `${language}: ${keys.length} top-level keys per pass; i18next's own ${median(times.own).toFixed(2)} ms, the site's ${median(times.site).toFixed(2)} ms; the site's ÷ i18next's own, paired: ${median(times.ratio).toFixed(2)} (${Math.min(...times.ratio).toFixed(2)}-${Math.max(...times.ratio).toFixed(2)}), n=${rounds}`,
  );
}
