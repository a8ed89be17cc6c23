import { describe, expect, it } from 'vitest';
import { translatedList, withText } from '@/lib/translated-list';

describe('translatedList', () => {
  it('keeps the strings of a list', () => {
    expect(translatedList(['one', 'two'])).toEqual(['one', 'two']);
  });

  it('reads a missing key (i18next returns the key itself) or any other non-list as empty', () => {
    expect(translatedList('never.items')).toEqual([]);
    expect(translatedList(undefined)).toEqual([]);
    expect(translatedList({ 0: 'one' })).toEqual([]);
  });

  it('drops entries of the wrong kind', () => {
    expect(translatedList(['one', 2, null, { text: 'x' }, 'two'])).toEqual(['one', 'two']);
  });

  it('keeps objects whose named fields are all strings', () => {
    const items = translatedList(
      [{ title: 'A', body: 'a' }, { title: 'B' }, { title: 'C', body: 3 }, 'D', null, { title: 'E', body: 'e', extra: 1 }],
      withText('title', 'body'),
    );
    expect(items).toEqual([
      { title: 'A', body: 'a' },
      { title: 'E', body: 'e', extra: 1 },
    ]);
  });
});
