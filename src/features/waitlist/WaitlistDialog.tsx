import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { WaitlistForm, type WaitlistEmployee } from './WaitlistForm';
import { JoinedLead, useJoinedNote, type WaitlistSuccess } from './WaitlistJoined';

/**
 * Spec: the waiting-list dialog (props employeeName, employeeRole). Email step -> success step;
 * closing resets to the email step. Every submission stores its lead. The success sets the address
 * apart and offers to send again with it filled in, so a mistyped address is corrected here.
 */
export function WaitlistDialog({
  employeeName,
  employeeRole,
  open,
  onOpenChange,
}: {
  employeeName: WaitlistEmployee;
  employeeRole: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [joined, setJoined] = useState<WaitlistSuccess | null>(null);
  // What was sent, while the visitor corrects it; a new form (its key) starts from it.
  const [correcting, setCorrecting] = useState<WaitlistSuccess>();
  const note = useJoinedNote();
  const change = (next: boolean) => {
    if (!next) {
      setJoined(null);
      setCorrecting(undefined);
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        {joined ? (
          <div data-step="success">
            <DialogTitle>{t('waitlist.successTitle')}</DialogTitle>
            <DialogDescription className="wrap-anywhere">
              <JoinedLead joined={joined} />
            </DialogDescription>
            <p className="mt-2 text-sm text-slate-700">{note}</p>
            {/* The form and its button are gone: the focus goes to the way out, not to <body>. */}
            <Button className="mt-6 w-full" onClick={() => change(false)} autoFocus>
              {t('waitlist.done')}
            </Button>
            <button
              type="button"
              onClick={() => {
                setCorrecting(joined);
                setJoined(null);
              }}
              className="mt-2 min-h-11 w-full font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('waitlist.correct')}
            </button>
          </div>
        ) : (
          <div data-step="email">
            <DialogTitle>{t('waitlist.title', { employee: employeeName })}</DialogTitle>
            <DialogDescription>{t('waitlist.intro', { employee: employeeName, role: employeeRole })}</DialogDescription>
            <WaitlistForm key={correcting?.email} employee={employeeName} startWith={correcting} onSuccess={setJoined} className="mt-6" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

export default WaitlistDialog;
