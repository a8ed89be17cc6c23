/**
 * The copy inspector's record (src/i18n/dev-copy-keys.ts): every string t() returns is found again
 * by the text the page shows, with the key, namespace and language file it came from, including a
 * Czech plural form, the items of a list read with `returnObjects`, an English fallback and a
 * <Trans> string's parts; typesetting runs first, so the typeset text is what is found.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { recordCopyKeys } from '@/i18n/dev-copy-keys';
import { keysFor } from '@/i18n/dev-copy-inspector';
import { typesetFormat } from '@/i18n/typography';

describe('the copy inspector record', () => {
  it('maps rendered text back to its key', async () => {
    const i18n = createInstance();
    await i18n
      .use(typesetFormat(false))
      .use(recordCopyKeys)
      .init({
        lng: 'cs',
        fallbackLng: 'en',
        ns: ['demo'],
        defaultNS: 'demo',
        postProcess: [recordCopyKeys.name],
        postProcessPassResolved: true,
        resources: {
          cs: {
            demo: {
              within_one: 'do {{count}} dne',
              within_few: 'do {{count}} dnů v e-mailu',
              within_many: 'do {{count}} dne',
              within_other: 'do {{count}} dnů',
              list: ['první položka', { title: 'druhá položka' }],
              rich: 'Přečtěte si <1>podmínky</1> a pokračujte',
            },
          },
          en: { demo: { onlyEnglish: 'Only in English' } },
        },
      });
    // Keys of this test's own resources, not the site's typed ones.
    const t = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
    const few = t('within', { count: 3 });
    expect(few).toBe('do 3\u00a0dnů v\u00a0e\u2011mailu');
    t('list', { returnObjects: true });
    t('onlyEnglish');
    t('rich');

    expect(keysFor(few, 'cs')).toEqual([{ lng: 'cs', ns: 'demo', key: 'within_few' }]);
    expect(keysFor('druhá položka', 'cs')).toEqual([{ lng: 'cs', ns: 'demo', key: 'list.1.title' }]);
    expect(keysFor(' první\npoložka ', 'cs')).toEqual([{ lng: 'cs', ns: 'demo', key: 'list.0' }]);
    expect(keysFor('Only in English', 'cs')).toEqual([{ lng: 'en', ns: 'demo', key: 'onlyEnglish' }]);
    expect(keysFor('podmínky', 'cs')).toEqual([{ lng: 'cs', ns: 'demo', key: 'rich' }]);
    expect(keysFor('1 190 Kč', 'cs')).toEqual([]);
  });
});
