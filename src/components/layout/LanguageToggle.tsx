import { startTransition, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { languageFromPath, otherLanguage, toggleTarget } from '@/i18n/language';
import { cn } from '@/lib/cn';
import { RouterLink } from './RouterLink';

/** Labelled CZ on English pages and EN on Czech pages; keeps the page, query and hash. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const target = otherLanguage(languageFromPath(location.pathname));
  // D34: when every namespace on screen is already here in the other language (prefetched at
  // idle), the language changes in the same transition as the navigation, so the page renders
  // once, not once per step. Otherwise the page switches after loading its copy (D30).
  const switchWithNavigation = (event: MouseEvent<HTMLAnchorElement>) => {
    // Only a click the router turns into a navigation (a modified click opens a new tab).
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
    if (used.length > 0 && used.every((ns) => i18n.hasResourceBundle(target, ns))) startTransition(() => void i18n.changeLanguage(target));
  };
  return (
    <RouterLink
      to={toggleTarget(location.pathname + location.search + location.hash)}
      hrefLang={target}
      lang={target}
      onClick={switchWithNavigation}
      className={cn('rounded-md border border-slate-300 px-2.5 py-1 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700', className)}
    >
      {t(`nav.toggleLabel.${target}`)}{' '}
      {/* The accessible name starts with the visible label (WCAG 2.5.3), then says what it does. */}
      <span className="sr-only">– {t(`nav.switchTo.${target}`)}</span>
    </RouterLink>
  );
}
