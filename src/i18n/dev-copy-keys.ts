import type { PostProcessorModule } from 'i18next';

/** One locale string as the page shows it: the language whose file held it, its namespace and key. */
export interface CopyKey {
  lng: string;
  ns: string;
  key: string;
}

/**
 * Development only (the browser entry loads it behind `import.meta.env.DEV`): every string t()
 * returns, as finally rendered, with the key it came from. The inspector looks up what is on the
 * screen here rather than searching the locale files for it, because the screen shows the typeset
 * text (U+2011 hyphens, no-break spaces) with its {{variables}} filled, which the files do not hold.
 */
const seen = new Map<string, Map<string, CopyKey>>();

/** Spaces of any kind as one: a DOM text node and the string it came from differ only there. */
export const normalizeCopy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What i18next hands a post-processor with `postProcessPassResolved`. */
interface Resolved {
  usedKey?: string;
  exactUsedKey?: string;
  usedNS?: string;
  usedLng?: string;
}

/** i18next post-processor, last in the chain, so it records the text after typesetting. */
export const recordCopyKeys: PostProcessorModule = {
  type: 'postProcessor',
  name: 'recordCopyKeys',
  process(value: string, _key, options) {
    const resolved = (options as { i18nResolved?: Resolved }).i18nResolved;
    // The exact key found: a plural's with its suffix (`within_few`), where usedKey is `within`.
    const key = resolved?.exactUsedKey ?? resolved?.usedKey;
    // i18next also hands over the finished object of a `returnObjects` call, whose leaves are recorded already.
    if (typeof value === 'string' && key && resolved?.usedNS && resolved.usedLng) {
      const text = normalizeCopy(value);
      const keys = seen.get(text) ?? seen.set(text, new Map()).get(text)!;
      const entry = { lng: resolved.usedLng, ns: resolved.usedNS, key };
      keys.set(`${entry.lng}:${entry.ns}:${entry.key}`, entry);
    }
    return value;
  },
};

/** Every rendered string recorded so far, with its keys. */
export const recordedCopy = (): ReadonlyMap<string, ReadonlyMap<string, CopyKey>> => seen;
