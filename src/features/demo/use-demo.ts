import { useCallback, useEffect, useState } from 'react';

export const DEMO_TYPES = ['email', 'calendar', 'summary', 'julie', 'david'] as const;
export type DemoType = (typeof DEMO_TYPES)[number];

/** Spec §9: the demo advances every 2000 ms from step 0 to step 3. */
export const DEMO_STEP_MS = 2000;
export const DEMO_MAX_STEP = 3;

/** Start sets the active demo and step 0; a step every 2 s up to 3; stop resets. */
export function useDemo() {
  const [active, setActive] = useState<DemoType | null>(null);
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (active === null || step >= DEMO_MAX_STEP) return;
    const timer = setTimeout(() => setStep((current) => Math.min(current + 1, DEMO_MAX_STEP)), DEMO_STEP_MS);
    return () => clearTimeout(timer);
  }, [active, step]);

  const start = useCallback((demo: DemoType) => {
    setActive(demo);
    setStep(0);
  }, []);
  const stop = useCallback(() => {
    setActive(null);
    setStep(0);
  }, []);

  return { active, step, start, stop };
}
