/**
 * The embedded backend's stand-in for the payment provider's checkout: where a plan's checkout
 * link points in a build with no provider configured, and what the stand-in answers. Never in a
 * deploy build (it needs hosted Supabase, where this path does not exist).
 */
export const LOCAL_CHECKOUT_PATH = '/local-checkout';

export const localCheckoutPath = (plan: string, currency: string) => `${LOCAL_CHECKOUT_PATH}/${plan}/${currency}`;
