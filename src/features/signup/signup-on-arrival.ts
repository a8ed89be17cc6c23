import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterNextPaint } from '@/lib/after-next-paint';
import { site } from '@/config/site';
import { planInState, useSignup } from './SignupProvider';

/** The history entries whose signup has opened: Back and Forward do not open it again. */
const opened = new Set<string>();

/**
 * Opens the signup with the plan the navigation's state names (a plan card's link), or the plan a
 * marketer's link names in its address (`/andrea?plan=full`), once per history entry. The address
 * then loses `plan` through the router (its campaign parameters stay), so a reload, Back or a copied
 * address shows the plain page, and no reader of the location passes it on.
 */
export function useSignupOnArrival(): void {
  const { key, state, pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { openSignup } = useSignup();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const linked = planInState({ signupPlan: query.get(site.signupPlanParam) });
    const plan = planInState(state) ?? linked;
    if (!plan || opened.has(key)) return;
    opened.add(key);
    if (!linked) return afterNextPaint(() => openSignup(plan));
    query.delete(site.signupPlanParam);
    const rest = query.toString();
    // Opened on the entry that replaced this one: a dialog belongs to the entry it was opened on,
    // so opened before the replacement commits, it would close with it.
    void Promise.resolve(navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, state: null })).then(() =>
      afterNextPaint(() => openSignup(plan)),
    );
  }, [key, state, pathname, search, hash, navigate, openSignup]);
}
