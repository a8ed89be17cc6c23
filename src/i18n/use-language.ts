import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Language } from '@/config/site';
import { languageFromPath } from './language';

/**
 * The language of the text being rendered: i18next's, which starts as the page's path language
 * (so prerender and hydration agree) and follows RoutePage's switch on navigation. Not read from
 * the path: a navigation would then re-render every user in the old language first (D34), and the
 * figures would briefly disagree with the words around them. Key mode (`?lng=cimode`) formats as English.
 */
export function useLanguage(): Language {
  return useTranslation().i18n.language === 'cs' ? 'cs' : 'en';
}

/**
 * The language of the page being shown: its path decides (spec section 2). RoutePage switches
 * i18next to it; links and the toggle follow it, so they render with the navigation, not again
 * when i18next switches.
 */
export function usePageLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}
