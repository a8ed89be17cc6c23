import type { TFunction } from 'i18next';
import { site } from '@/config/site';

/**
 * `{{assistantReply}}`: how soon Andrea's mailbox usually answers (copy review 4 C10). The mail system
 * that answers is outside this repository, so the operator states it (VITE_ASSISTANT_REPLY_MINUTES);
 * unset, "usually within minutes". Pass the `common` namespace's t.
 */
export function assistantReply(t: TFunction<'common'>): string {
  const minutes = site.assistantReplyMinutes;
  return minutes === undefined ? t('assistantReply.soon') : t('assistantReply.within', { count: minutes });
}
