import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { site } from '@/config/site';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { CATEGORIES, REJECT_ALL, type CookiePreferences } from './consent-store';
import { useConsent } from './consent-context';

/** One switch per category (necessary locked on), reject all, accept all, save settings. */
export default function CookieSettingsDialog() {
  const { t } = useTranslation();
  const id = useId();
  const { consent, settingsOpen, setSettingsOpen, acceptAll, rejectAll, save } = useConsent();
  const [draft, setDraft] = useState<CookiePreferences>(consent?.preferences ?? REJECT_ALL);
  // Each opening starts from what is stored, as does a new stored choice while open: set in the
  // render that sees the change (React's pattern for state that follows props, not an effect).
  const [draftFollows, setDraftFollows] = useState({ settingsOpen, consent });
  if (draftFollows.settingsOpen !== settingsOpen || draftFollows.consent !== consent) {
    setDraftFollows({ settingsOpen, consent });
    if (settingsOpen) setDraft(consent?.preferences ?? REJECT_ALL);
  }

  return (
    <Dialog open={settingsOpen} onOpenChange={setSettingsOpen}>
      <DialogContent width="xl">
        <DialogTitle>{t('consent.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('consent.dialogDescription')}</DialogDescription>
        <ul className="mt-6 space-y-4">
          {CATEGORIES.map((category) => {
            const switchId = `${id}-${category}`;
            const locked = category === 'necessary';
            return (
              <li key={category} className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
                <div>
                  <label htmlFor={switchId} className="font-semibold text-ink">
                    {t(`consent.categories.${category}.title`)}
                  </label>
                  <p id={`${switchId}-description`} className="mt-1 text-sm text-slate-700">
                    {/* Only Analytics and Marketing have a text per configured tool; the others fall back to their one text. */}
                    {t(`consent.categories.${category as 'analytics'}.description`, { context: site.analytics.tools })}
                    {locked && <span className="mt-1 block font-medium text-ink">{t('consent.alwaysOn')}</span>}
                  </p>
                </div>
                <Switch
                  id={switchId}
                  name={category}
                  aria-describedby={`${switchId}-description`}
                  checked={locked ? true : draft[category]}
                  disabled={locked}
                  onCheckedChange={(checked) => {
                    if (!locked) setDraft((current) => ({ ...current, [category]: checked }));
                  }}
                />
              </li>
            );
          })}
        </ul>
        {/* As on the banner: reject as prominent as accept, and first, on a phone too. The
            row stays at the dialog's foot while the descriptions scroll, so a phone shows the
            choices as soon as the dialog opens. */}
        <div
          data-consent-actions=""
          className="sticky -bottom-6 -mx-6 -mb-6 mt-6 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:flex sm:justify-end sm:px-8 sm:py-6"
        >
          <Button onClick={rejectAll}>{t('consent.rejectAll')}</Button>
          <Button onClick={acceptAll}>{t('consent.acceptAll')}</Button>
          <Button variant="secondary" className="col-span-2" onClick={() => save({ ...draft, necessary: true })}>
            {t('consent.save')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
