import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useConsentActions } from './consent-context';

/** The footer's "Cookie settings": reopens the settings dialog at any time. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { openSettings } = useConsentActions();
  return (
    <button
      type="button"
      onClick={openSettings}
      aria-haspopup="dialog"
      data-hold-tap=""
      className={cn('text-sm text-slate-700 underline underline-offset-2 hover:text-ink', className)}
    >
      {t('consent.footerLink')}
    </button>
  );
}
