/**
 * Small decorative line icons (hand-drawn paths, 24×24), always hidden from assistive technology:
 * the one definition of each (the header, the banner, dialogs and toasts share `close`).
 */
const PATHS = {
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z',
  summary: 'M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  trash: 'M4 7h16M9 7V4h6v3M6.5 7l1 13h9l1-13M10 11v6M14 11v6',
  google:
    'M20 12.2c0-.6-.1-1.2-.2-1.7H12v3.3h4.5a4 4 0 0 1-1.7 2.6v2.1h2.8c1.6-1.5 2.4-3.7 2.4-6.3z' +
    'M12 20.5c2.3 0 4.2-.8 5.6-2l-2.8-2.1c-.8.5-1.8.9-2.8.9a4.9 4.9 0 0 1-4.6-3.4H4.5v2.2A8.5 8.5 0 0 0 12 20.5z' +
    'M7.4 13.9a5 5 0 0 1 0-3.3V8.4H4.5a8.5 8.5 0 0 0 0 7.7z' +
    'M12 6.8c1.3 0 2.4.4 3.3 1.3l2.5-2.5A8.5 8.5 0 0 0 4.5 8.4l2.9 2.2A4.9 4.9 0 0 1 12 6.8z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2',
  chat: 'M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
  trend: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.5-3.5 3.2-6 6.5-6s6 2.5 6.5 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2 .8 3.2 3 3.5 6',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L21 21',
  target: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  send: 'M3 11.5L21 3l-8.5 18-2-7.5z M10.5 13.5L21 3',
  pipeline: 'M3 5h18l-6 7v6l-6 3v-9z',
  plug: 'M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4',
  alert: 'M12 3l9.5 17h-19zM12 10v4.5M12 17.5h.01',
  briefcase: 'M3 8h18v12H3zM9 8V5h6v3M3 13h18',
  palette:
    'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.6 0-1.2-1-1.6-1-2.6 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3zM7.5 12h.01M9 7.5h.01M14.5 7h.01',
  cart: 'M3 4h2.5l2.2 11h10.8L21 8H7M9.5 20h.01M17 20h.01',
  check: 'M4.5 12.5l4.5 4.5 10.5-10.5',
  sparkle: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z',
  pencil: 'M4 20l1-5L16 4l4 4L9 19zM14 6l4 4',
} as const;

export type IconName = keyof typeof PATHS;

/** `strokeWidth` 2 for the small controls and badges (16-24 px), where 1.8 reads thin. */
export function Icon({ name, className = 'size-6', strokeWidth = 1.8 }: { name: IconName; className?: string; strokeWidth?: 1.8 | 2 }) {
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
      <path d={PATHS[name]} />
    </svg>
  );
}
