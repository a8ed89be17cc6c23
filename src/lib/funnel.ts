import type { Language, PlanId } from '@/config/site';

/**
 * The funnel as the site's code names its steps: one line at each place a step happens,
 * `track('planChosen', plan, language)`. What a step becomes for the tag manager (the GA4 event, its
 * parameters, whether consent allows it) is funnel-events.ts alone, which loads only with analytics
 * consent; this part is in every page's first load, so it only holds or hands on.
 */
export type FunnelStep =
  /** A page was shown: the first load and every navigation to another path. */
  | ['pageView', pathname: string]
  /** The visitor picked a plan: a plan card's button or the signup's choice. */
  | ['planChosen', plan: PlanId, language: Language]
  /** The visitor followed a plan's checkout link. */
  | ['checkoutBegun', plan: PlanId, language: Language]
  /** A waiting-list join or a contact message was stored (the employee of a waiting list). */
  | ['lead', form: 'waitlist' | 'contact', language: Language, employee?: string]
  /** The order record confirms the checkout the visitor returned from. */
  | ['orderRecorded', sessionId: string, plan: PlanId | null, language: Language];

type Sink = (step: FunnelStep) => void;

/** Undefined until the visitor's choice is known: steps wait. Null: no analytics consent, steps go nowhere. */
let sink: Sink | null | undefined;
let held: FunnelStep[] = [];

export function track(...step: FunnelStep): void {
  if (sink) sink(step);
  else if (sink === undefined) held.push(step);
}

/** Where steps go from now on; the steps that waited go there first (or are forgotten). */
export function routeFunnel(to: Sink | null): void {
  sink = to;
  if (to) held.forEach(to);
  held = [];
}

/** Tests only. */
export function resetFunnelForTests(): void {
  sink = undefined;
  held = [];
}
