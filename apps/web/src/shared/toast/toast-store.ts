import { create } from 'zustand';

import { TOAST_TIMEOUT_MS, type ToastPosition, type ToastType } from '@kabinet/domain/shared';

export type { ToastPosition, ToastType };

/** Rendering order of the nine toast areas (SPEC §2), row by row. */
export const TOAST_AREAS: readonly ToastPosition[] = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
];

/** A link under a toast's message (e.g. to what a notification is about). */
export interface ToastLink {
  href: string;
  label: string;
  /** Navigates inside the app (the viewport is outside the router); else the browser opens href. */
  onFollow?: () => void;
}

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  title?: string;
  link?: ToastLink;
  position: ToastPosition;
  /** 0 keeps the toast until it is closed or updated. */
  timeout: number;
}

export type ToastInput = Omit<Toast, 'id' | 'position' | 'timeout'> &
  Partial<Pick<Toast, 'id' | 'position' | 'timeout'>>;

interface ToastState {
  toasts: Toast[];
  upsert: (toast: Toast) => void;
  remove: (id: string) => void;
}

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  upsert: (toast) =>
    set((state) => {
      const index = state.toasts.findIndex((item) => item.id === toast.id);
      if (index === -1) return { toasts: [...state.toasts, toast] };
      const toasts = [...state.toasts];
      toasts[index] = toast;
      return { toasts };
    }),
  remove: (id) => set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) })),
}));

let counter = 0;

/**
 * Shows (or replaces, when `id` repeats) a toast and returns its id. Its timeout counts from
 * when it is on screen (ToastViewport), not from this call: a page busy rendering must not eat
 * the seconds a person has to read it.
 */
export function showToast(input: ToastInput): string {
  const id = input.id ?? `toast-${++counter}`;
  const timeout = input.timeout ?? (input.type === 'ongoing' ? 0 : TOAST_TIMEOUT_MS);
  const toast: Toast = { ...input, id, timeout, position: input.position ?? 'top-right' };
  useToastStore.getState().upsert(toast);
  return id;
}

export function hideToast(id: string): void {
  useToastStore.getState().remove(id);
}

const FLASH_KEY = 'pendingToast';

/** Keeps a toast across a page reload (e.g. «Ваш аккаунт заблокирован.» before going to login). */
export function showToastAfterReload(input: ToastInput): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
}

export function showPendingToast(): void {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    showToast(JSON.parse(raw) as ToastInput);
  } catch {
    // A broken entry is not worth an error screen.
  }
}
