/** Kind of toast: decides colour and whether it is announced politely (status) or assertively (alert). */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Options of a single toast. */
export interface ToastOptions {
  /** Milliseconds before it closes by itself; defaults to the Toaster's `defaultDuration` (3000). 0 keeps it open. */
  duration?: number;
  /** Reusing an id replaces that toast instead of stacking a duplicate. */
  id?: string;
}

/** A toast as the Toaster renders it. */
export interface ToastEntry {
  id: string;
  kind: ToastKind;
  message: string;
  duration?: number;
}

type Listener = () => void;

// Module state on purpose: shared-ui is a federation singleton, so every area pushes into the one Toaster.
let entries: readonly ToastEntry[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function emit(next: readonly ToastEntry[]) {
  entries = next;
  listeners.forEach((listener) => listener());
}

function push(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  counter += 1;
  const id = options.id ?? `toast-${counter}`;
  const entry: ToastEntry = { id, kind, message, duration: options.duration };
  emit([...entries.filter((e) => e.id !== id), entry]);
  return id;
}

/** Subscribes to toast changes; returns the unsubscribe function. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Current toasts, oldest first. */
export function getToasts(): readonly ToastEntry[] {
  return entries;
}

/**
 * Shows short messages in the top-right {@link Toaster}. Each call returns the toast's id.
 * @example toast.success('Booking created successfully!'); toast.error('Error creating booking', { duration: 5000 });
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => push('success', message, options),
  error: (message: string, options?: ToastOptions) => push('error', message, options),
  info: (message: string, options?: ToastOptions) => push('info', message, options),
  warning: (message: string, options?: ToastOptions) => push('warning', message, options),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => emit(id === undefined ? [] : entries.filter((e) => e.id !== id)),
};
