import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { localizePath } from '@/i18n/language';
import { lazyDialog } from '@/components/loading/lazy-dialog';
import type { WaitlistEmployee } from './WaitlistForm';
import { href } from '@/config/routes';
import { afterNextPaint } from '@/lib/after-next-paint';

const WaitlistDialog = lazyDialog(() => import('./WaitlistDialog'));

/**
 * Opens the waiting-list dialog for Julie or David; the dialog's code loads at idle.
 * Before hydration it is a real link to /early-access, whose form does the same job.
 */
export function WaitlistButton({ employee, className, children }: { employee: WaitlistEmployee; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    afterNextPaint(() => setOpen(true));
  };
  return (
    <>
      <a
        href={localizePath(href('earlyAccess'), language)}
        role="button"
        aria-haspopup="dialog"
        data-hold-tap=""
        onClick={onClick}
        className={className}
        data-employee={employee}
      >
        {children}
      </a>
      <WaitlistDialog
        requested={open}
        onUnavailable={() => setOpen(false)}
        employeeName={employee}
        employeeRole={t(`waitlist.roles.${employee}`)}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
