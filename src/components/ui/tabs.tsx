import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** The id of a tab; its panel is labelled by it. */
export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;

/** The id of the panel a tab controls: one panel for the whole list, or one per tab. */
export const tabPanelId = (idBase: string, value?: string) => (value === undefined ? `${idBase}-panel` : `${idBase}-panel-${value}`);

/**
 * A WAI-ARIA tab list without a dependency: one tab in the tab order (roving tabindex), arrow
 * keys wrap around, Home/End go to the ends, and moving selects. The caller renders the panels
 * with `tabPanelId`/`tabId`: `panels="one"` when a single panel shows the selected tab's content.
 */
export function TabList<T extends string>({
  idBase,
  label,
  items,
  value,
  onChange,
  panels = 'each',
  className,
  tabClassName,
}: {
  idBase: string;
  label: string;
  items: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  panels?: 'one' | 'each';
  className?: string;
  tabClassName: (selected: boolean) => string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(items[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={tabPanelId(idBase, panels === 'one' ? undefined : item.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={tabClassName(selected)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
