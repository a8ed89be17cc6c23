import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterNextPaint } from '@/lib/after-next-paint';
import { planInState, useSignup } from './SignupProvider';

/** The history entries whose signup has opened: Back and Forward do not open it again. */
const opened = new Set<string>();

/** Opens the signup with the plan the navigation's state names, once per history entry. */
export function useSignupOnArrival(): void {
  const { key, state } = useLocation();
  const { openSignup } = useSignup();
  useEffect(() => {
    const plan = planInState(state);
    if (!plan || opened.has(key)) return;
    opened.add(key);
    afterNextPaint(() => openSignup(plan));
  }, [key, state, openSignup]);
}
