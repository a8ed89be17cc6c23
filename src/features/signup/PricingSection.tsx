import type { ReactNode } from 'react';
import type { PlanId } from '@/config/site';
import { PlanCard } from './PlanCard';
import { Section } from '@/components/sections/Section';

const PLAN_IDS: readonly PlanId[] = ['draft', 'full'];

/**
 * `<section id="pricing">` with Andrea's two plans. Each PlanCard shows the final price with VAT
 * and the renewal disclosure; the page decides what each plan's button does.
 */
export function PricingSection({
  heading,
  intro,
  action,
  footer,
  tone = 'muted',
}: {
  heading: ReactNode;
  intro?: ReactNode;
  action: (planId: PlanId) => ReactNode;
  footer?: ReactNode;
  tone?: 'white' | 'muted';
}) {
  return (
    <Section id="pricing" heading={heading} intro={intro} tone={tone}>
      <div className="grid max-w-4xl gap-6 md:grid-cols-2">
        {PLAN_IDS.map((planId) => (
          <PlanCard key={planId} planId={planId} headingLevel={3} action={action(planId)} />
        ))}
      </div>
      {footer && <div className="mt-8 max-w-3xl text-slate-700">{footer}</div>}
    </Section>
  );
}
