import { Icon, type IconPath } from '@/components/ui/icon';

export interface Capability {
  key: string;
  title: string;
  body: string;
  icon?: IconPath;
}

/**
 * A compact list of what someone does, under a small heading: an icon, a bold name and one line,
 * two or three to a row. For after a section's outcomes, where a second set of cards would repeat them.
 */
export function CapabilityList({ heading, intro, items }: { heading: string; intro?: string; items: readonly Capability[] }) {
  return (
    <div className="mt-12">
      <h3 className="text-xl font-bold text-ink">{heading}</h3>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <ul className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.key} className="flex gap-3">
            {item.icon && <Icon path={item.icon} className="mt-0.5 size-5 shrink-0 text-brand-700" strokeWidth={2} />}
            <div>
              <p className="font-semibold text-ink">{item.title}</p>
              <p className="mt-1 text-slate-700">{item.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
