import type { ReactNode } from 'react';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { href } from '@/config/routes';
import { TEAM_MEMBERS, type TeamMemberId } from '@/config/team';
import { cn } from '@/lib/cn';
import { below } from './Heading';
import { Section, type SectionTone } from './Section';

export type { TeamMemberId };

/**
 * The copy a TeamBlock shows. Keep it in your page's namespace under one key and pass it read whole:
 *
 * ```json
 * "team": {
 *   "heading": "Meet your AI team", "intro": "...",
 *   "availableNow": "Available now", "comingSoon": "Coming soon",
 *   "members": {
 *     "andrea": { "name": "Andrea", "role": "Email assistant", "description": "...", "link": "Meet Andrea" },
 *     "julie": { ... }, "david": { ... }
 *   }
 * }
 * ```
 * `const { t } = useTranslation('tryAndrea'); <TeamBlock copy={t('team', { returnObjects: true })} />` (typed from the English file)
 * (a parent read whole counts as "used" for `npm run i18n:check`). `intro` may be omitted.
 */
export interface TeamBlockCopy {
  heading: string;
  intro?: string;
  availableNow: string;
  comingSoon: string;
  members: Record<TeamMemberId, { name: string; role: string; description: string; link: string }>;
}

export { TEAM_MEMBERS };

/**
 * Andrea (available now), Julie and David (coming soon), each card linking to the member's page.
 * Renders its own `<section>` with an h2 (or h3) heading; member names are one level below.
 */
export function TeamBlock({
  copy,
  id,
  headingLevel = 2,
  tone = 'white',
  children,
}: {
  copy: TeamBlockCopy;
  /** Anchor id of the section, e.g. "ai-employees" on the home page. */
  id?: string;
  headingLevel?: 2 | 3;
  tone?: SectionTone;
  /** Optional content under the cards (a note, a button). */
  children?: ReactNode;
}) {
  const Name = `h${below(headingLevel)}` as const;
  return (
    <Section id={id} heading={copy.heading} intro={copy.intro} headingLevel={headingLevel} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        {TEAM_MEMBERS.map((member) => {
          const text = copy.members[member.id];
          return (
            <li
              key={member.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
                member.available ? 'border-brand-200 ring-1 ring-brand-200' : 'border-slate-200',
              )}
            >
              <div className="flex items-center gap-4">
                <img
                  src={`/images/illustrations/avatar-${member.id}.svg`}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 shrink-0"
                />
                <div>
                  <Name className="text-xl font-bold text-ink">{text.name}</Name>
                  <p className="text-sm font-medium text-slate-700">{text.role}</p>
                </div>
              </div>
              <p
                className={cn(
                  'mt-4 inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  member.available ? 'bg-emerald-50 text-accent-700' : 'bg-amber-50 text-amber-800',
                )}
              >
                <span aria-hidden="true" className={cn('size-1.5 rounded-full', member.available ? 'bg-accent-600' : 'bg-amber-600')} />
                {member.available ? copy.availableNow : copy.comingSoon}
              </p>
              <p className="mt-3 flex-1 text-slate-700">{text.description}</p>
              <LocalizedLink
                to={href(member.id)}
                className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                {text.link}
                <span aria-hidden="true">→</span>
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
      {children}
    </Section>
  );
}
