import { useTranslation } from 'react-i18next';
import { mailto } from '@/lib/mailto';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';
import { standaloneLink } from './standalone-link';
import { toast } from '@/lib/toast-store';

/**
 * An address shown in full, a mail link and a Copy button: for visitors whose mail
 * link opens nothing. Copying confirms with a toast in the page's language.
 */
export function CopyAddress({
  address,
  subject,
  body,
  className,
}: {
  address: string;
  /** Optional prefill for the mail link. */
  subject?: string;
  body?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const onCopy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(address);
      toast({ title: t('copyAddress.copiedTitle'), description: t('copyAddress.copiedDescription', { address }) });
    } catch {
      toast({ title: t('copyAddress.failedTitle'), description: t('copyAddress.failedDescription', { address }), variant: 'destructive' });
    }
  };
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <a href={mailto(address, { subject, body })} className={standaloneLink}>
        {address}
      </a>
      <button
        type="button"
        onClick={() => void onCopy()}
        aria-label={t('copyAddress.copyLabel', { address })}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </svg>
        {t('copyAddress.copy')}
      </button>
    </div>
  );
}
