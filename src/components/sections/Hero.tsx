import { useDeferredValue, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { isDocumentHydrated } from '@/components/ui/use-hydrated';
import { DeferredLanguage } from '@/i18n/use-language';
import { cn } from '@/lib/cn';
import { placeIn } from '@/lib/reading-place';
import { container } from './styles';

/**
 * The page's opening: the one h1, a lead paragraph, calls to action and an optional decorative
 * illustration (a local SVG, `alt=""`).
 */
export function Hero({
  badge,
  eyebrow,
  title,
  lead,
  actions,
  note,
  illustration,
  children,
}: {
  badge?: ReactNode;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  note?: ReactNode;
  /** Path of a decorative SVG under /images/illustrations. */
  illustration?: { src: string; width: number; height: number };
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      {/* Less room above on a phone: a 360x740 screen then shows the trial button above the
          cookie banner on a first visit. */}
      <div className={cn(container, 'grid items-center gap-10 py-12 sm:py-20', illustration && 'lg:grid-cols-[1.5fr_1fr]')}>
        <div>
          {badge && (
            <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              <span aria-hidden="true" className="size-2 rounded-full bg-amber-600" />
              {badge}
            </p>
          )}
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-display">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700 sm:text-xl">{lead}</p>
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
          {note && <p className="mt-4 text-sm text-slate-700">{note}</p>}
          {children}
        </div>
        {/* Decorative and hidden on phones. Lazy: a phone never fetches it, and no image request
            competes with the text before the first paint, which delayed LCP. */}
        {illustration && (
          <img
            loading="lazy"
            src={illustration.src}
            alt=""
            width={illustration.width}
            height={illustration.height}
            className="mx-auto hidden w-full max-w-md sm:block"
          />
        )}
      </div>
    </div>
  );
}

/**
 * A page opened by a tap paints its first screen before the rest of it renders.
 * Give it what follows the page's Hero, as a function (it lives beside the Hero so it costs no
 * chunk of its own: 150 B of the first load). On a link to another page after hydration that part
 * first renders as a screen-high space and follows in a render of its own right after the first
 * frame (React's `useDeferredValue` with an initial value). While the prerendered page hydrates,
 * on Back and Forward and on a link to a section (the place must be there to land on), everything
 * renders at once. The function is called only when the rest renders, so its copy (its t() calls,
 * each typeset) is read in that later render, not in the tap's.
 *
 * The language toggle keeps the page mounted (one screen per page in every language): the rest
 * keeps what the reader did in it and takes the new language one render after the first screen,
 * as the footer does.
 */
export function BelowTheFold({ children }: { children: () => ReactNode }) {
  const { hash, state } = useLocation();
  // Back and Forward return to a place that may be anywhere on the page: all of it, at once.
  const returning = useNavigationType() === 'POP';
  return (
    <DeferredLanguage>
      <Deferred deferred={!hash && !placeIn(state) && !returning}>{children}</Deferred>
    </DeferredLanguage>
  );
}

function Deferred({ deferred, children }: { deferred: boolean; children: () => ReactNode }) {
  // Read at mount only: the end of hydration must not render the whole rest a second time.
  const [afterHydration] = useState(isDocumentHydrated);
  // No initial value unless deferring: with one, React renders once more even when it equals the value.
  const shown = useDeferredValue(true, deferred && afterHydration ? false : undefined);
  return shown ? children() : <div className="min-h-screen" />;
}
