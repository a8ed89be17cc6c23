import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';

/**
 * The `{{aiModel}}` value of the legal copy (D53): the provider's name from site.ts, or, until the
 * operator sets it, words that say the name is given on request (GDPR allows naming the category).
 */
export function useAiModelName(): string {
  const { t } = useTranslation('legal');
  return site.aiModelProvider ?? t('shared.aiModelOnRequest');
}
