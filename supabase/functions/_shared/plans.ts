/**
 * The plans' prices and the trial, in one place for the site and for the order webhook: the site
 * states them (src/config/site.ts reads them from here), and the confirmation of an order repeats
 * what the site stated, since the checkout's own payload of a free trial carries no price.
 */
import type { Currency } from './languages.ts';

export type PlanId = 'draft' | 'full';

export const PLAN_IDS = ['draft', 'full'] as const satisfies readonly PlanId[];

/** Monthly price per currency, VAT included (D12). */
export const MONTHLY_PRICE: Record<PlanId, Record<Currency, number>> = {
  draft: { EUR: 29, CZK: 690 },
  full: { EUR: 49, CZK: 1190 },
};

export const TRIAL_DAYS = 30;

export const isPlanId = (value: unknown): value is PlanId => (PLAN_IDS as readonly unknown[]).includes(value);
