import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { languageEntry } from '@shared/languages';
import { LANGUAGES, localizePath, stripLanguage } from '@/i18n/language';
import type { Language } from '@/config/site';
import { href, matchRoute } from '@/config/routes';
import { usePathLanguage } from '@/i18n/use-language';
import { cn } from '@/lib/cn';
import { RouterLink } from '@/components/layout/RouterLink';
import { useHydrated } from '@/components/ui/use-hydrated';
import { readingPlace } from '@/lib/reading-place';

/**
 * One link per other language of the table (CZ on English pages, EN on Czech pages); keeps the
 * page, query and hash. Its location is in hand, so the path decides which languages are "other":
 * the toggle renders with the navigation, never once more in the old language.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const location = useLocation();
  // The prerendered link knows no query or hash, and hydration keeps an attribute as the server
  // wrote it: they join a render after hydration, so a copied link or a middle click keeps them too.
  const kept = useHydrated() ? location.search + location.hash : '';
  // A path no route knows leads to the other language's home: the 404 page is prerendered once and
  // served for every unknown path, so its link cannot name the path (and hydration keeps the link).
  const here = matchRoute(stripLanguage(location.pathname)) ? location.pathname + kept : href('home');
  const current = usePathLanguage();
  // Keyed by position: the link just pressed stays the same element, so it keeps the focus, and the
  // tap does not pay for the browser blurring and removing it. On the language it leads to,
  // the link back to the language it left takes its position, so with three languages too the
  // focused link offers a language that is on offer.
  const [orders, setOrders] = useState<Partial<Record<Language, Language[]>>>({});
  const othersOf = (language: Language) => orders[language] ?? LANGUAGES.filter((other) => other !== language);
  return othersOf(current).map((target, position) => (
    <RouterLink
      key={position}
      onClick={() => {
        const rest = othersOf(target).filter((other) => other !== current);
        setOrders({ ...orders, [target]: [...rest.slice(0, position), current, ...rest.slice(position)] });
      }}
      to={localizePath(here, target)}
      // The reader stays in the section they were reading, now in the other language.
      state={() => ({ readingPlace: readingPlace() })}
      hrefLang={target}
      lang={target}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-2.5 py-1 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700',
        className,
      )}
    >
      {languageEntry(target).toggleLabel} {/* The accessible name starts with the visible label (WCAG 2.5.3), then says what it does. */}
      <span className="sr-only">– {languageEntry(target).switchTo}</span>
    </RouterLink>
  ));
}
