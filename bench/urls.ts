import { ROUTES, type RouteDef } from '../src/config/routes';
import { LANGUAGES, localizePath } from '../src/i18n/language';

/** Every indexable route in both languages: what the bench measures and the budgets cover. */
export function indexableUrls(): string[] {
  return (ROUTES as readonly RouteDef[])
    .filter((route) => route.indexable)
    .flatMap((route) => LANGUAGES.map((language) => localizePath(route.path, language)));
}
