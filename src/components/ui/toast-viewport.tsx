import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dismissToast, removeToast, TOAST_HOTKEY, type ToastItem } from '@/lib/toast-store';
import { Icon, icons } from './icon';

/**
 * The Radix toast region (a labelled landmark; each toast is announced to screen readers, the
 * destructive ones assertively). Mounted at idle by ui/toast.tsx.
 */
export default function ToastViewport({ toasts }: { toasts: ToastItem[] }) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={6000} label={t('ui.notifications')}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(item.id);
              setTimeout(() => removeToast(item.id), 300);
            }
          }}
          data-variant={item.variant ?? 'default'}
          className={cn(
            'relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg',
            item.variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-ink',
          )}
        >
          <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description && <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>}
          <ToastPrimitive.Close
            aria-label={t('ui.close')}
            className="absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-2"
          >
            <Icon path={icons.close} className="size-4" strokeWidth={2} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Radix's own default label is English: the region's name, with its hotkey, in the page's language. */}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={t('ui.notificationsRegion', { hotkey: TOAST_HOTKEY })}
        className="fixed bottom-0 right-0 z-[60] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
