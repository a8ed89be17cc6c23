import { Suspense, useState, type ReactNode } from 'react';
import { preloadable } from '@/components/ui/preloadable';
import { usePrefetchAtIdle } from '@/components/ui/use-prefetch';
import type { AndreaDemo } from './DemoSection';

const DemoModal = preloadable(() => import('./DemoModal'));

/** D26: opens the demo modal on this card's scripted demo; the modal's code loads at idle (D34). */
export function DemoModalButton({ initialStep, className, children }: { initialStep: AndreaDemo; className?: string; children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  usePrefetchAtIdle(DemoModal.preload);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        data-hold-tap=""
        className={className}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <DemoModal isOpen={open} onClose={() => setOpen(false)} initialStep={initialStep} />
        </Suspense>
      )}
    </>
  );
}
