import * as SwitchPrimitive from '@radix-ui/react-switch';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { cn } from '@/lib/cn';

/** Radix Switch (role="switch", aria-checked). Label it with a <label htmlFor> or aria-label. */
export const Switch = forwardRef<ElementRef<typeof SwitchPrimitive.Root>, ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>>(
  function Switch({ className, ...props }, ref) {
    return (
      <SwitchPrimitive.Root
        ref={ref}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-500',
          'transition-colors motion-reduce:transition-none data-[state=checked]:bg-brand-600',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-70',
          className,
        )}
        {...props}
      >
        {/* The plain `translate` property, as in dialog.tsx. */}
        <SwitchPrimitive.Thumb className="pointer-events-none block h-6 w-6 rounded-full bg-white shadow transition-transform data-[state=checked]:[translate:1.25rem] data-[state=unchecked]:[translate:0] motion-reduce:transition-none" />
      </SwitchPrimitive.Root>
    );
  },
);
