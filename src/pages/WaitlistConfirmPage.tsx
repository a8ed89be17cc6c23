import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { buttonClass, pageColumn } from '@/components/sections/styles';
import { useHydrated } from '@/components/ui/use-hydrated';
import { href } from '@/config/routes';
import { useLanguage } from '@/i18n/use-language';
import { confirmWaitlistEntry, type ConfirmAnswer } from '@/features/waitlist/confirm';
import { cn } from '@/lib/cn';
import { Icon, icons } from '@/components/ui/icon';
import { CONFIRM_TOKEN_PARAM } from '@shared/confirm-link.ts';

/** `already`: this tab confirmed the link before (a reload, Back), so the address is confirmed. */
type State = 'checking' | 'already' | ConfirmAnswer['outcome'];

/** What the page keeps in its history entry once the token has left the address. */
interface Answered {
  answered: ConfirmAnswer;
}

const answeredIn = (state: unknown): ConfirmAnswer | undefined => (state as Partial<Answered> | null)?.answered;

/**
 * The link of the waiting list's confirmation e-mail (no-index): after hydration it reads the
 * token from the query, confirms it once, and replaces the address with the bare page through the
 * router (so no later link, Referer or reader of the location carries the token), keeping the
 * answer in that history entry: a reload then says the address is already confirmed instead of
 * calling a spent link invalid. It names the waiting lists it confirmed; a used or expired link
 * offers to join again.
 */
export default function WaitlistConfirmPage() {
  const { t } = useTranslation('earlyAccess');
  const language = useLanguage();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { search, pathname, state: historyState } = useLocation();
  const token = hydrated ? new URLSearchParams(search).get(CONFIRM_TOKEN_PARAM) : null;
  const [answer, setAnswer] = useState<ConfirmAnswer>();
  // Read once, when the page opens: the answer this history entry kept from an earlier visit.
  const [earlier] = useState(() => answeredIn(historyState));

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirmWaitlistEntry(token).then((answered) => {
      if (!current) return;
      setAnswer(answered);
      void navigate(pathname, { replace: true, state: { answered } satisfies Answered });
    });
    return () => {
      current = false;
    };
  }, [token, pathname, navigate]);

  const state: State = answer
    ? answer.outcome
    : !hydrated || token
      ? 'checking'
      : earlier?.outcome === 'confirmed'
        ? 'already'
        : (earlier?.outcome ?? 'expired');
  const employees = (answer ?? earlier)?.employees ?? [];
  const lists =
    (state === 'confirmed' || state === 'already') && employees.length > 0
      ? new Intl.ListFormat(language, { type: 'conjunction' }).format(employees)
      : undefined;
  const success = state === 'confirmed' || state === 'already';
  const title =
    state === 'checking'
      ? t('confirm.checking')
      : lists
        ? t(state === 'already' ? 'confirm.already.titleFor' : 'confirm.confirmed.titleFor', { employees: lists })
        : t(`confirm.${state}.title`);
  // The demo of the first list confirmed: the visitor came for that employee.
  const demoTab = employees[0]?.toLowerCase();
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className={cn(pageColumn('3xl'), 'min-h-[50vh] py-14 sm:py-20')}>
        {/* One heading, the answer itself: it says "confirming" until the answer comes, then what
            happened, with the list's name when the address is on it. */}
        <div role="status" aria-live="polite" data-state={state} className="flex items-start gap-4">
          {success && (
            <span className="mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white sm:mt-2">
              <Icon path={icons.success} className="size-7" strokeWidth={2} />
            </span>
          )}
          <div className="min-w-0">
            <h1
              className="text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl"
              data-confirmed-lists={lists ? '' : undefined}
            >
              {title}
            </h1>
            {state !== 'checking' && <p className="mt-4 text-lg text-slate-700 sm:text-xl">{t(`confirm.${state}.body`)}</p>}
            {success && <p className="mt-6 text-lg font-semibold text-ink">{t('confirm.next.body')}</p>}
            <div className="mt-6 flex flex-wrap gap-3">
              {success && (
                <>
                  <LocalizedLink to={href('andrea')} className={buttonClass('primary')}>
                    {t('confirm.next.andrea')}
                  </LocalizedLink>
                  <LocalizedLink to={href('demo', demoTab ? `?tab=${demoTab}` : '')} className={buttonClass('secondary')}>
                    {t('confirm.next.demo')}
                  </LocalizedLink>
                </>
              )}
              {(state === 'used' || state === 'expired') && (
                <LocalizedLink to={href('earlyAccess')} className={buttonClass('primary')}>
                  {t('confirm.joinAgain')}
                </LocalizedLink>
              )}
              {!success && (
                <LocalizedLink to={href('home')} className={buttonClass('secondary')}>
                  <span aria-hidden="true">←</span>
                  {t('confirm.home')}
                </LocalizedLink>
              )}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
