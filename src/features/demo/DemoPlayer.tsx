import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DEMO_MAX_STEP, useDemo, type DemoType } from './use-demo';
import { translatedList } from '@/lib/translated-list';

/**
 * One scripted demo: the situation, three checklist items revealed one per step, and the result
 * panel at step 3. Fixed illustrative figures (spec §9). Animations only under
 * `motion-safe:`, so prefers-reduced-motion shows each step without movement.
 */
export function DemoPlayer({
  demo,
  run = 0,
  headingLevel = 3,
  next,
}: {
  demo: DemoType;
  /** Starts the demo afresh whenever it changes from 0 or from its last value (the modal counts its openings). */
  run?: number;
  headingLevel?: 2 | 3 | 4;
  /** What follows a finished run (the modal's trial button). */
  next?: ReactNode;
}) {
  const { t } = useTranslation('demo');
  const { active, step, start, stop } = useDemo();
  const running = active === demo;
  const steps = translatedList(t(`demos.${demo}.steps`, { returnObjects: true }));
  const result = translatedList(t(`demos.${demo}.result`, { returnObjects: true }));
  const Heading = `h${headingLevel}` as 'h3';
  const SubHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h4';
  const done = running && step >= DEMO_MAX_STEP;

  // Started in the render that opens the modal, not in an effect after it, which was a
  // second render before the dialog's first frame.
  const [started, setStarted] = useState(0);
  if (run !== started) {
    setStarted(run);
    start(demo);
  }

  // On a phone the result appears below the fold. While the visitor is
  // watching (the card on screen), bring it into view with what follows it (the modal's trial
  // and close buttons), so a finished run ends on its next step; 'nearest' leaves a visible end alone.
  const showResult = (result: HTMLElement | null) => {
    const card = result?.parentElement?.getBoundingClientRect();
    if (!result || !card || card.bottom <= 0 || card.top >= window.innerHeight) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    result.scrollIntoView({ block: 'nearest', behavior: still ? 'instant' : 'smooth' });
  };

  return (
    <div className="rounded-2xl border border-slate-300 bg-white p-5 shadow-sm sm:p-6" data-demo={demo} data-step={running ? step : 0}>
      {/* In a narrow card (a phone, the modal) the title takes the full width above a
          full-width button: the button wraps below a title 20rem wide and grows to the line's width.
          A wrapping row, not a container query, which made every style read in the
          modal's opening (Radix's) lay out the page too: about 25 ms on the calibrated phone. */}
      <div className="flex flex-wrap items-start gap-4">
        <div className="min-w-0 grow-[999] basis-80">
          <Heading className="text-xl font-bold text-balance text-ink">{t(`demos.${demo}.title`)}</Heading>
          <p className="mt-1 text-sm text-slate-700">{t('section.illustrative')}</p>
        </div>
        {/* Start pressed before hydration is held and replayed (src/lib/early-tap.ts). */}
        {/* One button at a time. Stop while it runs; once the result is
            there, Run again in its place (no Stop beside a finished run). */}
        {running && !done ? (
          <Button variant="secondary" className="grow" onClick={stop}>
            {t('section.stop')}
          </Button>
        ) : (
          <Button className="grow" onClick={() => start(demo)} data-hold-tap="">
            {t(done ? 'section.restart' : 'section.start')}
          </Button>
        )}
      </div>

      <div className="mt-5 rounded-xl bg-slate-50 p-4">
        <SubHeading className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t('section.inputLabel')}</SubHeading>
        <p className="mt-1 text-ink">{t(`demos.${demo}.input`)}</p>
      </div>

      <SubHeading className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-700">{t('section.stepsLabel')}</SubHeading>
      <ol className="mt-2 space-y-2">
        {steps.map((label, index) => {
          const reached = running && step >= index + 1;
          const current = running && step === index && !done;
          return (
            <li
              key={index}
              data-reached={reached || undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg border px-3 py-2',
                reached
                  ? 'border-accent-600 bg-white text-ink motion-safe:transition-colors motion-safe:duration-300'
                  : 'border-slate-200 text-slate-700',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  reached ? 'bg-accent-700 text-white' : 'border border-slate-400 text-slate-700',
                  current && 'motion-safe:animate-pulse',
                )}
              >
                {reached ? '✓' : index + 1}
              </span>
              <span>{label}</span>
            </li>
          );
        })}
      </ol>

      <p className="sr-only" aria-live="polite">
        {running && step > 0 && steps[step - 1] ? t('section.stepStatus', { step, total: DEMO_MAX_STEP, label: steps[step - 1] }) : ''}
        {done ? ` ${t(`demos.${demo}.resultTitle`)}` : ''}
      </p>

      {done && (
        <div ref={showResult}>
          <section
            aria-label={t('section.resultLabel')}
            data-testid="demo-result"
            className="mt-5 rounded-xl border-2 border-brand-600 bg-brand-50 p-4 motion-safe:transition-colors motion-safe:duration-300"
          >
            <SubHeading className="font-bold text-ink">{t(`demos.${demo}.resultTitle`)}</SubHeading>
            <ul className="mt-2 space-y-1 text-ink">
              {result.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </section>
          {next}
        </div>
      )}
      {!running && <p className="mt-4 text-sm text-slate-700">{t('section.idle')}</p>}
    </div>
  );
}
