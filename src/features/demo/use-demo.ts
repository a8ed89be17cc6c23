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

  // One interval per run (restarted by start): step 0 -> 1 -> 2 -> 3, then it stops.
  const [run, setRun] = useState(0);
  useEffect(() => {
    if (active === null) return;
    const timer = setInterval(() => {
      setStep((current) => {
        if (current + 1 >= DEMO_MAX_STEP) clearInterval(timer);
        return Math.min(current + 1, DEMO_MAX_STEP);
      });
    }, DEMO_STEP_MS);
    return () => clearInterval(timer);
  }, [active, run]);

  const start = useCallback((demo: DemoType) => {
    setActive(demo);
    setStep(0);
    setRun((current) => current + 1);
  }, []);
  const stop = useCallback(() => {
    setActive(null);
    setStep(0);
  }, []);

  return { active, step, start, stop };
}
