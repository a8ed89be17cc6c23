import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { container } from './styles';

/** A closing band: heading, one or two sentences, buttons (use the `onDark` button styles). */
export function CallToAction({
  id,
  heading,
  body,
  actions,
  note,
  headingLevel = 2,
}: {
  id?: string;
  heading: ReactNode;
  body?: ReactNode;
  actions: ReactNode;
  note?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section id={id} aria-labelledby={headingId} className="-scroll-mt-14 py-16 sm:py-20">
      <div className={container}>
        <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <Title id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </Title>
          {body && <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{body}</p>}
          <div className={cn('mt-8 flex flex-col justify-center gap-3 sm:flex-row')}>{actions}</div>
          {note && <p className="mt-5 text-sm text-brand-100">{note}</p>}
        </div>
      </div>
    </section>
  );
}
