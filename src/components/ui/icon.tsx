/**
 * A path of `icons` or `pageIcons` (hand-drawn, 24×24). The icons are in two sets so that what
 * every page loads first carries only the icons drawn there: `icons` for the shell (header,
 * banner, dialogs, toasts) and the home page, `pageIcons` (page-icons.ts, a chunk of its own) for
 * the icons only other pages draw. An icon moves here when the shell or the home page draws it.
 */
export type IconPath = string;

export const icons = {
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2',
  briefcase: 'M3 8h18v12H3zM9 8V5h6v3M3 13h18',
  success: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l2.5 2.5 5.5-5.5',
} as const;

/**
 * A small decorative line icon, always hidden from assistive technology. `strokeWidth` 2 for the
 * small controls and badges (16-24 px), where 1.8 reads thin.
 */
export function Icon({ path, className = 'size-6', strokeWidth = 1.8 }: { path: IconPath; className?: string; strokeWidth?: 1.8 | 2 }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}
