import { useTranslation } from 'react-i18next';

/** A real heading for screens whose content lands later; replaced page by page. */
export function PlaceholderHeading({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold text-ink">{t(titleKey as never)}</h1>
    </div>
  );
}
