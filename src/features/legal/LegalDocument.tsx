import { Fragment, useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { container } from '@/components/sections/styles';
import { site } from '@/config/site';
import { formatLongDate } from '@/lib/format-number';
import { mailto } from '@/lib/mailto';
import { splitAddresses } from '@/lib/split-addresses';
import { LEGAL_LAST_UPDATED } from './last-updated';
import { translatedList } from '@/lib/translated-list';
import { useLanguage } from '@/i18n/use-language';

/** A paragraph, or a bulleted list written as `{ "items": [...] }` in the locale file. */
export type LegalBlock = string | { items: string[] };

export interface LegalSection {
  /** Anchor id (also the table-of-contents target). */
  id: string;
  title: string;
  body: LegalBlock[];
  /** Extra content after the text (identity table, processor table, links). */
  extra?: ReactNode;
}

const isBlock = (block: unknown): block is LegalBlock =>
  typeof block === 'string' || (typeof block === 'object' && block !== null && Array.isArray((block as { items?: unknown }).items));

/** A section's text from the locale file (src/lib/translated-list.ts): a missing key shows nothing. */
export const asBlocks = (value: unknown): LegalBlock[] => translatedList(value, isBlock);

const ADDRESSES = Object.values(site.emails);

/** A paragraph's or an item's text, our addresses in it as links to write to them. */
function Text({ text }: { text: string }) {
  return splitAddresses(text, ADDRESSES).map((part, index) => (
    <Fragment key={index}>
      {'address' in part ? (
        <a href={mailto(part.address)} className="font-semibold text-brand-700 underline underline-offset-2">
          {part.address}
        </a>
      ) : (
        part.text
      )}
    </Fragment>
  ));
}

/** A list item's lead-in label ("Free trial. …", "Karta při objednávce. …"): a short first sentence. */
const LEAD_IN = /^(\p{Lu}[^.;,():]{2,30}\.) /u;

function Blocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index} className="mt-4 text-slate-700">
            <Text text={block} />
          </p>
        ) : (
          <ul key={index} className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-600">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                {/* In bold, so a reader scanning the list finds the label; only in a list whose
                    every item opens with one, since elsewhere a short first sentence is no label. */}
                {block.items.every((each) => LEAD_IN.test(each)) ? (
                  <>
                    <strong>{LEAD_IN.exec(item)?.[1]}</strong> <Text text={item.replace(LEAD_IN, '')} />
                  </>
                ) : (
                  <Text text={item} />
                )}
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/**
 * Terms and Privacy share one frame: h1, "last updated", a table of contents of anchor links and
 * numbered sections (h2 with matching ids). Long words in Czech wrap instead of scrolling sideways.
 */
/** The table of contents' anchor: the phone's "Contents" button leads to it. */
const CONTENTS_ID = 'contents';

export function LegalDocument({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const tocId = useId();
  const topId = 'top';
  return (
    <article className="bg-white" aria-labelledby={`${topId}-title`}>
      <header id={topId} className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className={`${container} py-12 sm:py-16`}>
          <h1 id={`${topId}-title`} className="text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
            {title}
          </h1>
          <p className="mt-3 text-sm font-medium text-slate-700">
            <Trans
              t={t}
              i18nKey="shared.lastUpdated"
              values={{ date: formatLongDate(LEGAL_LAST_UPDATED, language) }}
              components={{ time: <time dateTime={LEGAL_LAST_UPDATED} /> }}
            />
          </p>
          <p className="mt-6 max-w-prose text-lg text-slate-700">{intro}</p>
        </div>
      </header>
      <div className={`${container} grid gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14`}>
        {/* Beside the text on a desktop it stays in view, scrolling itself on a short screen. */}
        <nav
          id={CONTENTS_ID}
          aria-label={t('shared.tocLabel')}
          className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain"
        >
          <h2 id={tocId} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
            {t('shared.tocHeading')}
          </h2>
          <ol className="mt-4 space-y-1 border-l border-slate-200 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px flex min-h-11 items-center gap-2 border-l-2 border-transparent py-1 pl-3 text-slate-700 lg:min-h-0 hover:border-brand-600 hover:text-brand-700"
                >
                  {/* Numerals plainly, not through the utility that composes five registered custom properties (dialog.tsx). */}
                  <span className="w-6 shrink-0 text-slate-600 [font-variant-numeric:tabular-nums]">{`${index + 1}.`}</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 max-w-prose">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="border-b border-slate-100 py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-heading`} className="flex gap-3 text-2xl font-bold text-ink">
                <span className="text-brand-700 [font-variant-numeric:tabular-nums]">{`${index + 1}.`}</span>
                <span>{section.title}</span>
              </h2>
              <Blocks blocks={section.body} />
              {section.extra}
            </section>
          ))}
          {/* On a phone the contents sit above a text many screens long: a small button stays at the
              foot of the screen while the text is read (sticky at the column's end), and rests
              there at the end. Beside the text on a desktop, the contents need no button. */}
          <p className="sticky bottom-4 mt-8 ml-auto w-fit lg:hidden">
            <a
              href={`#${CONTENTS_ID}`}
              className="inline-flex min-h-11 items-center rounded-full border bg-white px-4 text-sm font-semibold text-brand-700 shadow-md"
            >
              {t('shared.tocHeading')} <span aria-hidden="true">↑</span>
            </a>
          </p>
          <p className="mt-8 hidden lg:block">
            <a href={`#${topId}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
              {t('shared.backToTop')} <span aria-hidden="true">↑</span>
            </a>
          </p>
        </div>
      </div>
    </article>
  );
}
