import { useLocation } from 'react-router-dom';
import type { Language } from '@/config/site';
import { languageFromPath } from './language';

/**
 * The language of the page being rendered: its path decides (spec section 2). The prerender
 * renders each URL with that language and the browser hydrates at the same URL, so this agrees
 * on both sides whatever i18next is still loading; RoutePage switches i18next to it on navigation.
 */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}
