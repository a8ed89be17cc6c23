import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/cn';
import { findConflicts, propertyGroups, splitVariants } from './tailwind-conflicts';

describe('cn (D29: a plain class joiner, no tailwind-merge in the first bundle)', () => {
  it('joins strings, skips falsy values, flattens arrays and objects', () => {
    expect(cn('a', undefined, null, false, 0, '', 'b')).toBe('a b');
    expect(cn(['a', ['b', { c: true, d: false }]], { e: 1 })).toBe('a b c e');
    expect(cn()).toBe('');
  });

  it('keeps every class in the given order: it does not merge conflicting utilities', () => {
    // Callers must not rely on a later class beating an earlier one (see tests/unit/class-conflicts.test.tsx).
    expect(cn('px-4', 'px-6')).toBe('px-4 px-6');
    expect(cn('max-w-6xl', 'max-w-3xl')).toBe('max-w-6xl max-w-3xl');
  });
});

describe('the Tailwind conflict detector', () => {
  const pairs = (classes: string) => findConflicts(classes).map((c) => c.classes.join(' '));

  it('flags two classes of one property group under the same variants', () => {
    expect(pairs('mx-auto max-w-6xl px-4 max-w-3xl')).toEqual(['max-w-6xl max-w-3xl']);
    expect(pairs('px-4 px-6')).toEqual(['px-4 px-6']);
    expect(pairs('text-base text-sm')).toEqual(['text-base text-sm']);
    expect(pairs('text-slate-700 text-ink')).toEqual(['text-slate-700 text-ink']);
    expect(pairs('sm:py-20 sm:py-14')).toEqual(['sm:py-20 sm:py-14']);
    expect(pairs('hover:sm:bg-white sm:hover:bg-brand-50')).toEqual(['hover:sm:bg-white sm:hover:bg-brand-50']);
    expect(pairs('rounded-lg rounded-full')).toEqual(['rounded-lg rounded-full']);
    expect(pairs('font-semibold font-bold')).toEqual(['font-semibold font-bold']);
    expect(pairs('grid-cols-2 grid-cols-3')).toEqual(['grid-cols-2 grid-cols-3']);
    expect(pairs('flex-col flex-row')).toEqual(['flex-col flex-row']);
    expect(pairs('flex grid')).toEqual(['flex grid']);
    expect(pairs('gap-2 gap-6')).toEqual(['gap-2 gap-6']);
    expect(pairs('mt-2 -mt-4')).toEqual(['mt-2 -mt-4']);
    expect(pairs('w-full w-auto')).toEqual(['w-full w-auto']);
    expect(pairs('size-6 h-8')).toEqual(['size-6 h-8']);
    expect(pairs('focus-visible:outline focus-visible:outline-2')).toEqual(['focus-visible:outline focus-visible:outline-2']);
    expect(pairs('bg-white bg-brand-600')).toEqual(['bg-white bg-brand-600']);
  });

  it('does not flag different breakpoints, variants or properties', () => {
    expect(pairs('sm:px-6 px-4')).toEqual([]);
    expect(pairs('text-sm text-slate-700')).toEqual([]);
    expect(pairs('text-center text-base text-white')).toEqual([]);
    expect(pairs('p-4 pr-10 px-3 py-2')).toEqual([]);
    expect(pairs('border border-slate-300 border-b-2 rounded-lg rounded-t-none')).toEqual([]);
    expect(pairs('bg-gradient-to-b from-brand-50 bg-white')).toEqual([]);
    expect(pairs('gap-2 gap-x-4 overflow-hidden overflow-y-auto')).toEqual([]);
    expect(pairs('hover:bg-brand-700 bg-brand-600 data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0')).toEqual([]);
    expect(pairs('ring-2 ring-brand-600 shadow-sm outline-none outline-offset-2 leading-tight text-sm')).toEqual([]);
    expect(pairs('w-[calc(100vw-2rem)] max-w-lg max-h-[calc(100dvh-2rem)] min-h-11 h-auto')).toEqual([]);
    expect(pairs('flex flex-wrap flex-col sm:flex-row items-center justify-between')).toEqual([]);
  });

  it('splits variants outside of arbitrary values and ignores unknown classes', () => {
    expect(splitVariants('lg:grid-cols-[1.5fr_1fr]')).toEqual({ variants: 'lg', utility: 'grid-cols-[1.5fr_1fr]' });
    expect(splitVariants('aria-[invalid=true]:border-red-700')).toEqual({ variants: 'aria-[invalid=true]', utility: 'border-red-700' });
    expect(propertyGroups('text-display')).toEqual(['font-size']);
    expect(propertyGroups('prose-lead')).toEqual([]);
  });
});
