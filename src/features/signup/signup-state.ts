import { site, type PlanId } from '@/config/site';

/** A navigation's state that opens the signup on arrival with a plan (a plan card's link to the plans, D86). */
export const signupState = (plan: PlanId) => ({ signupPlan: plan });

/** The plan a navigation's state names, if it names one. */
export function planInState(state: unknown): PlanId | undefined {
  const plan = (state as { signupPlan?: unknown } | null)?.signupPlan;
  return site.plans.find((item) => item.id === plan)?.id;
}
