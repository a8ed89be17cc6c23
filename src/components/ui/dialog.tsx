import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Activity, forwardRef, useRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from '@/lib/after-next-paint';
import { cn } from '@/lib/cn';
import { Icon, icons } from './icon';

/**
 * Radix Dialog: focus trap, Escape closes, focus returns to the opener. Load it lazily (never in
 * the first bundle). While closed it is rendered ahead inside React's `<Activity
 * mode="hidden">` (DOM built, display: none, no effects), so opening only reveals it: Radix's
 * focus trap, scroll lock and aria-hiding are effects, and run then. Its state stays between
 * openings, as it did when a closed dialog stayed mounted.
 */
export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange?: (open: boolean) => void; children: ReactNode }) {
  return (
    <Activity mode={open ? 'visible' : 'hidden'}>
      <DialogPrimitive.Root open onOpenChange={onOpenChange}>
        {children}
      </DialogPrimitive.Root>
    </Activity>
  );
}

export const DialogTitle = forwardRef<ElementRef<typeof DialogPrimitive.Title>, ComponentPropsWithoutRef<typeof DialogPrimitive.Title>>(
  function DialogTitle({ className, ...props }, ref) {
    return <DialogPrimitive.Title ref={ref} className={cn('pr-8 text-2xl font-bold text-ink', className)} {...props} />;
  },
);

export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return <DialogPrimitive.Description ref={ref} className={cn('mt-2 text-slate-700', className)} {...props} />;
});

const WIDTHS = { lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl', '3xl': 'max-w-3xl' } as const;
/**
 * Centred, or from near the top for a panel that grows while it is open (the demo's result): a
 * centred one would move its title and buttons up under the visitor's pointer as it grows.
 */
const PLACEMENTS = {
  center: 'top-1/2 max-h-[calc(100dvh-2rem)] [translate:-50%_-50%]',
  top: 'top-4 max-h-[calc(100dvh-2rem)] [translate:-50%_0] sm:top-8 sm:max-h-[calc(100dvh-4rem)]',
} as const;
export type DialogWidth = keyof typeof WIDTHS;

/** The focus on opening and closing is this panel's own (below), so Radix's focus props are not taken. */
export interface DialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof DialogPrimitive.Content>,
  'onOpenAutoFocus' | 'onCloseAutoFocus'
> {
  /** Accessible name of the close button; defaults to the translated "Close". */
  closeLabel?: string;
  /**
   * The panel's max width (default `lg`, 32rem); below it the panel is the viewport less 1rem a
   * side. A prop, not a `max-w-*` class: cn() does not merge conflicting classes.
   */
  width?: DialogWidth;
  placement?: keyof typeof PLACEMENTS;
  children: ReactNode;
}

/**
 * The dialog panel with overlay and a close button. Put a DialogTitle (and a DialogDescription,
 * or pass aria-describedby={undefined}) inside: Radix warns when the title is missing.
 */
export const DialogContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, DialogContentProps>(function DialogContent(
  { className, children, closeLabel, width, placement, ...props },
  ref,
) {
  const { t } = useTranslation();
  // Our dialogs are opened from buttons outside a Radix Trigger, so Radix would not know where
  // to return focus: remember the opener and give focus back to it on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    // A container given up front: Radix's Portal would otherwise wait for a layout effect, which a
    // hidden Activity does not run, and build the dialog only on the tap.
    <DialogPrimitive.Portal container={document.body}>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/60" />
      <DialogPrimitive.Content
        ref={ref}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          // The panel paints first and takes the focus in the next task: focusing restyles and
          // lays out the page and runs every focus handler, which the tap's frame need not wait for.
          // Radix's own first choice, its first field or button that is not disabled (a disabled one
          // takes no focus); a panel closed meanwhile is hidden by its <Activity>, and so takes none.
          // A field the visitor already chose in the panel keeps the focus and what they type.
          event.preventDefault();
          const panel = event.currentTarget as HTMLElement;
          afterNextPaint(() => {
            if (!panel.contains(document.activeElement))
              (panel.querySelector<HTMLElement>('input:enabled,textarea:enabled,button:enabled') ?? panel).focus();
          });
        }}
        onCloseAutoFocus={(event) => {
          // An opener that went with its choice (the cookie banner's Settings): the main content, not <body>.
          const target = opener.current?.isConnected ? opener.current : document.getElementById('main');
          if (target) {
            event.preventDefault();
            target.focus({ preventScroll: !opener.current?.isConnected });
          }
        }}
        // The plain `translate` property: Tailwind's translate utilities compose through registered
        // custom properties, whose `@property` rules every page would then inline.
        className={cn(
          'fixed left-1/2 z-50 w-[calc(100vw-2rem)]',
          PLACEMENTS[placement ?? 'center'],
          'overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8',
          WIDTHS[width ?? 'lg'],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute right-2.5 top-2.5 inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={closeLabel ?? t('ui.close')}
        >
          <Icon path={icons.close} className="size-5" strokeWidth={2} />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});
