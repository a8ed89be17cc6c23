import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { WaitlistForm, type WaitlistEmployee, type WaitlistSuccess } from './WaitlistForm';

/**
 * Spec: the waiting-list dialog (props employeeName, employeeRole). Email step -> success step;
 * closing resets to the email step. Every submission stores its lead.
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
  const change = (next: boolean) => {
    if (!next) setJoined(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        {joined ? (
          <div data-step="success">
            <DialogTitle>{t('waitlist.successTitle')}</DialogTitle>
            <DialogDescription>{t('waitlist.successBody', { email: joined.email, employee: joined.employee })}</DialogDescription>
            {/* The form and its button are gone: the focus goes to the way out, not to <body>. */}
            <Button className="mt-6 w-full" onClick={() => change(false)} autoFocus>
              {t('waitlist.done')}
            </Button>
          </div>
        ) : (
          <div data-step="email">
            <DialogTitle>{t('waitlist.title', { employee: employeeName })}</DialogTitle>
            <DialogDescription>{t('waitlist.intro', { employee: employeeName, role: employeeRole })}</DialogDescription>
            <WaitlistForm employee={employeeName} onSuccess={setJoined} className="mt-6" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

export default WaitlistDialog;
