import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { afterNextPaint } from '@/lib/after-next-paint';
import { DemoPlayer } from './DemoPlayer';
import type { AndreaDemo } from './DemoSection';

/**
 * Spec: the demo modal (isOpen, onClose, initialStep default 'email'). It runs the card's
 * scripted demo from its initialStep with the same player as the demo section.
 */
export function DemoModal({
  isOpen,
  onClose,
  initialStep = 'email',
  onStartTrial,
}: {
  isOpen: boolean;
  onClose: () => void;
  initialStep?: AndreaDemo;
  /** Opens the signup: a finished tour ends on the trial, as the /demo page does. */
  onStartTrial?: () => void;
}) {
  const { t } = useTranslation('demo');
  const { t: tc } = useTranslation();
  // Each opening runs the demo from its start. Counted here, outside the dialog's hidden Activity,
  // so no opening is missed while the player's renders wait.
  const [openings, setOpenings] = useState(isOpen ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setOpenings(openings + 1);
  }
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="2xl" placement="top">
        <DialogTitle>{t('section.modalTitle')}</DialogTitle>
        <DialogDescription>{t('section.modalDescription')}</DialogDescription>
        <div className="mt-5">
          <DemoPlayer
            key={initialStep}
            demo={initialStep}
            run={openings}
            headingLevel={3}
            next={
              onStartTrial && (
                <div className="mt-4 grid gap-2 sm:grid-cols-2">
                  <Button
                    onClick={() => {
                      onClose();
                      afterNextPaint(onStartTrial);
                    }}
                  >
                    {t('section.cta')}
                  </Button>
                  <Button variant="outline" onClick={onClose}>
                    {tc('ui.close')}
                  </Button>
                </div>
              )
            }
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default DemoModal;
