import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { otherLanguage, toggleTarget } from '@/i18n/language';
import { usePageLanguage } from '@/i18n/use-language';
import { cn } from '@/lib/cn';
import { RouterLink } from '@/components/layout/RouterLink';

/** Labelled CZ on English pages and EN on Czech pages; keeps the page, query and hash. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const target = otherLanguage(usePageLanguage());
  return (
    <RouterLink
      to={toggleTarget(location.pathname + location.search + location.hash)}
      hrefLang={target}
      lang={target}
      className={cn(
        'rounded-md border border-slate-300 px-2.5 py-1 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700',
        className,
      )}
    >
      {t(`nav.toggleLabel.${target}`)} {/* The accessible name starts with the visible label (WCAG 2.5.3), then says what it does. */}
      <span className="sr-only">– {t(`nav.switchTo.${target}`)}</span>
    </RouterLink>
  );
}
