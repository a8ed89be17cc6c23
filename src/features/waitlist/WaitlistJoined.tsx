import { Trans, useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import type { AiEmployee } from '@shared/lead-contract.ts';

/** A lead the waiting list stored: what the success step shows back. */
export interface WaitlistSuccess {
  name: string;
  email: string;
  company: string;
  employee: AiEmployee;
}

/** What happened, with the address set apart so a mistyped one is seen: the success's lead. */
export function JoinedLead({ joined }: { joined: WaitlistSuccess }) {
  const { t } = useTranslation();
  return (
    <Trans
      t={t}
      i18nKey="waitlist.successLead"
      values={{ email: joined.email, employee: joined.employee }}
      components={{ strong: <strong className="font-semibold text-ink" /> }}
    />
  );
}

/** What to check if no e-mail comes, and how long an entry waits for its confirmation. */
export function useJoinedNote(): string {
  const { t } = useTranslation();
  return t('waitlist.successNote', { count: site.unconfirmedDays });
}
