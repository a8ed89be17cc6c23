import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Heading } from './Heading';
import { container } from './styles';

export type SectionTone = 'white' | 'muted' | 'brand';

const TONES: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-50',
};

/**
 * A landmark section named by its own heading (h2 unless told): the shared frame for page sections.
 * `id` makes it an anchor target: the root's scroll padding keeps it below the sticky header, and a
 * negative scroll margin takes most of its own top padding back, so its heading lands just below
 * the header (e2e/anchors.spec.ts).
 */
export function Section({
  id,
  heading,
  intro,
  eyebrow,
  headingLevel = 2,
  tone = 'white',
  className,
  children,
}: {
  id?: string;
  heading: ReactNode;
  intro?: ReactNode;
  eyebrow?: ReactNode;
  headingLevel?: 2 | 3;
  tone?: SectionTone;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  // No content-visibility: its placeholder heights put section links in the wrong
  // place, and the bench showed no LCP or TBT it bought.
  return (
    <section id={id} aria-labelledby={headingId} className={cn('-scroll-mt-14 py-16 sm:py-20', TONES[tone], className)}>
      <div className={container}>
        <div className="max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
          <Heading level={headingLevel} id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {heading}
          </Heading>
          {intro && <p className="mt-4 text-lg text-slate-700">{intro}</p>}
        </div>
        {children && <div className="mt-10">{children}</div>}
      </div>
    </section>
  );
}
