import { useState, type ReactNode } from 'react';
import { lazyDialog } from '@/components/loading/lazy-dialog';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { AndreaDemo } from './DemoSection';

const DemoModal = lazyDialog(() => import('./DemoModal'));

/** Opens the demo modal on this card's scripted demo; the modal's code loads at idle. */
export function DemoModalButton({
  initialStep,
  className,
  children,
  onStartTrial,
}: {
  initialStep: AndreaDemo;
  onStartTrial?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        data-hold-tap=""
        className={className}
        onClick={() => afterNextPaint(() => setOpen(true))}
      >
        {children}
      </button>
      <DemoModal
        requested={open}
        onUnavailable={() => setOpen(false)}
        isOpen={open}
        onClose={() => setOpen(false)}
        initialStep={initialStep}
        onStartTrial={onStartTrial}
      />
    </>
  );
}
