import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

/** A link the toast offers, e.g. 'View receipt' after an order. */
export interface ToastAction {
  label: string;
  /** An in-app path. */
  to: string;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/** SPEC §9: only one toast at a time; a new one replaces the old. */
export const TOAST_LIMIT = 1;
/** SPEC §9: a dismissed toast is removed after 1,000,000 ms (it is hidden at once). */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** SPEC §9: a toast shows for 5000 ms unless it is hovered or focused. */
export const TOAST_DURATION = 5000;
/** SPEC §9: swipe this far to dismiss. */
export const TOAST_SWIPE_THRESHOLD = 50;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/**
 * Raises a toast from anywhere (components, event handlers, plain modules):
 * `toast({ title: "Login successful", description: "Welcome back!" })`,
 * `toast({ variant: "destructive", title: "Error", description: message })`.
 */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  for (const old of toasts) {
    const timer = removalTimers.get(old.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(old.id);
  }
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** For tests: forget every toast and timer. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}
