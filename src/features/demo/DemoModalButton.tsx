import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { AndreaDemo } from './DemoSection';

const DemoModal = lazy(() => import('./DemoModal'));

/** D26: opens the demo modal on this card's scripted demo; the modal's code loads on first click. */
export function DemoModalButton({ initialStep, className, children }: { initialStep: AndreaDemo; className?: string; children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
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
