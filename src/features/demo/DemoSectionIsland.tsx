import { deferredIsland } from '@/components/ui/deferred-island';

/** D29: the home page's demo; its code (section, player, tabs) loads when the demo comes near. */
export const DemoSectionIsland = deferredIsland('demo', () => import('./DemoSection').then((module) => module.DemoSection));
