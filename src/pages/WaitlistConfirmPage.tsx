import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { buttonClass, pageColumn } from '@/components/sections/styles';
import { useHydrated } from '@/components/ui/use-hydrated';
import { href } from '@/config/routes';
import { confirmWaitlistEntry, type ConfirmOutcome } from '@/features/waitlist/confirm';
import { cn } from '@/lib/cn';
import { CONFIRM_TOKEN_PARAM } from '@shared/confirm-link.ts';

type State = 'checking' | ConfirmOutcome;

/**
 * The link of the waiting list's confirmation e-mail (D88, no-index): after hydration it reads the
 * token from the query, confirms it once, drops it from the address bar (so no later link or
 * Referer carries it) and says what came of it; a used or expired link offers to join again.
 */
export default function WaitlistConfirmPage() {
  const { t } = useTranslation('earlyAccess');
  const hydrated = useHydrated();
  const { search, pathname } = useLocation();
  const token = hydrated ? new URLSearchParams(search).get(CONFIRM_TOKEN_PARAM) : null;
  const [answer, setAnswer] = useState<{ token: string; outcome: ConfirmOutcome }>();

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirmWaitlistEntry(token).then((outcome) => {
      if (!current) return;
      setAnswer({ token, outcome });
      window.history.replaceState(window.history.state, '', pathname);
    });
    return () => {
      current = false;
    };
  }, [token, pathname]);

  // Once answered, the token has left the address bar: the answer stays.
  const state: State = answer ? answer.outcome : !hydrated || token ? 'checking' : 'expired';
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className={cn(pageColumn('3xl'), 'min-h-[50vh] py-14 sm:py-20')}>
        {/* The page's heading stays what the prerender wrote; the answer comes into the status below it. */}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">{t('confirm.heading')}</h1>
        <div role="status" aria-live="polite" data-state={state} className="mt-6">
          <h2 className="text-2xl font-bold text-balance text-ink">
            {state === 'checking' ? t('confirm.checking') : t(`confirm.${state}.title`)}
          </h2>
          {state !== 'checking' && <p className="mt-4 text-lg text-slate-700 sm:text-xl">{t(`confirm.${state}.body`)}</p>}
        </div>
        {(state === 'used' || state === 'expired') && (
          <LocalizedLink to={href('earlyAccess')} className={buttonClass('primary', 'mt-8')}>
            {t('confirm.joinAgain')}
          </LocalizedLink>
        )}
        <LocalizedLink to={href('home')} className={buttonClass('secondary', 'mt-8 sm:ml-4')}>
          <span aria-hidden="true">←</span>
          {t('confirm.home')}
        </LocalizedLink>
      </div>
    </div>
  );
}
