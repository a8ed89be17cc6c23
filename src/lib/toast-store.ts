/** A tiny toast queue with no Radix in it, so calling toast() costs nothing on first paint. */
export type ToastVariant = 'default' | 'destructive';

/** The key that moves focus to the toast region (Radix's default); a key name, the same in every language. */
export const TOAST_HOTKEY = 'F8';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

const MAX_TOASTS = 3;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return items;
}

const EMPTY: ToastItem[] = [];
export function getServerToasts(): ToastItem[] {
  return EMPTY;
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [...items.filter((item) => item.open).slice(-(MAX_TOASTS - 1)), { ...input, id, open: true }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
}

export function removeToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

/** Tests: start every case from an empty queue. */
export function resetToasts(): void {
  items = [];
  emit();
}
