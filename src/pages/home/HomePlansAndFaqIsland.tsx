import { deferredIsland } from '@/components/ui/deferred-island';

/**
 * D29: the home page's plans and FAQ, far below the fold; their code (plan cards, prices, FAQ)
 * loads when they come near. Until then their links are plain links and the FAQ's `<details>` open
 * natively.
 */
export const HomePlansAndFaqIsland = deferredIsland('home-plans-faq', () =>
  import('./HomePlansAndFaq').then((module) => module.HomePlansAndFaq),
);
