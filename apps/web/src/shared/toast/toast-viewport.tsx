import { Anchor, Notification, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { type CSSProperties, type ReactNode, useEffect } from 'react';

import {
  hideToast,
  TOAST_AREAS,
  type Toast,
  type ToastLink,
  type ToastPosition,
  type ToastType,
  useToastStore,
} from './toast-store.ts';

const LOOK: Record<ToastType, { color: string; icon: ReactNode | null }> = {
  positive: { color: 'teal', icon: <IconCircleCheck size={20} /> },
  negative: { color: 'red', icon: <IconCircleX size={20} /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={20} /> },
  info: { color: 'brand', icon: <IconInfoCircle size={20} /> },
  ongoing: { color: 'brand', icon: null },
};

// Top toasts sit under the 64 px app header so they never cover the user menu or the bell.
const GAP = 'calc(64px + var(--mantine-spacing-sm) + env(safe-area-inset-top, 0px))';
const GAP_BOTTOM = 'calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom, 0px))';
const SIDE = 'var(--mantine-spacing-md)';

const PLACE: Record<ToastPosition, CSSProperties> = {
  'top-left': { top: GAP, left: SIDE },
  top: { top: GAP, left: '50%', transform: 'translateX(-50%)' },
  'top-right': { top: GAP, right: SIDE },
  left: { top: '50%', left: SIDE, transform: 'translateY(-50%)' },
  center: { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' },
  right: { top: '50%', right: SIDE, transform: 'translateY(-50%)' },
  'bottom-left': { bottom: GAP_BOTTOM, left: SIDE },
  bottom: { bottom: GAP_BOTTOM, left: '50%', transform: 'translateX(-50%)' },
  'bottom-right': { bottom: GAP_BOTTOM, right: SIDE },
};

/**
 * On a phone (narrower than Mantine's `xs`, 576 px) a toast at the top covered the
 * page title and the wizard's stepper, so every toast there stacks at the bottom, full width,
 * above the home indicator (safe-area inset).
 */
export const PHONE_QUERY = '(max-width: 35.99em)';
const PHONE_PLACE: CSSProperties = { bottom: GAP_BOTTOM, left: SIDE, right: SIDE };

/** A plain click follows inside the app; a modified one (new tab) is left to the browser. */
function ToastLinkAnchor({ id, link }: { id: string; link: ToastLink }) {
  return (
    <Anchor
      href={link.href}
      size="sm"
      display="block"
      mt={4}
      onClick={(event) => {
        hideToast(id);
        const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
        if (!link.onFollow || modified) return;
        event.preventDefault();
        link.onFollow();
      }}
    >
      {link.label}
    </Anchor>
  );
}

/** Hides the toast `timeout` ms after it is painted; a replaced toast starts its clock again. */
function useTimeout(toast: Toast) {
  useEffect(() => {
    if (toast.timeout <= 0) return undefined;
    const timer = setTimeout(() => hideToast(toast.id), toast.timeout);
    return () => clearTimeout(timer);
  }, [toast]);
}

function ToastItem({ toast }: { toast: Toast }) {
  const look = LOOK[toast.type];
  useTimeout(toast);
  return (
    <Notification
      role={toast.type === 'negative' ? 'alert' : 'status'}
      color={look.color}
      icon={look.icon}
      loading={toast.type === 'ongoing'}
      title={toast.title}
      withCloseButton={toast.type !== 'ongoing'}
      closeButtonProps={{ 'aria-label': 'Закрыть уведомление' }}
      onClose={() => hideToast(toast.id)}
      withBorder
      style={{ boxShadow: 'var(--mantine-shadow-md)' }}
    >
      {toast.message}
      {toast.link ? <ToastLinkAnchor id={toast.id} link={toast.link} /> : null}
    </Notification>
  );
}

/** Renders every toast in its own corner; mount once at the app root. */
export function ToastViewport() {
  const toasts = useToastStore((state) => state.toasts);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (phone) {
    if (toasts.length === 0) return null;
    return (
      <Stack
        gap="xs"
        aria-live="polite"
        data-toast-area="phone"
        style={{ position: 'fixed', zIndex: 1000, ...PHONE_PLACE }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </Stack>
    );
  }
  return (
    <>
      {TOAST_AREAS.map((position) => {
        const items = toasts.filter((toast) => toast.position === position);
        if (items.length === 0) return null;
        return (
          <Stack
            key={position}
            gap="xs"
            aria-live="polite"
            style={{
              position: 'fixed',
              zIndex: 1000,
              width: 'min(400px, calc(100vw - 2 * var(--mantine-spacing-md)))',
              ...PLACE[position],
            }}
          >
            {items.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </Stack>
        );
      })}
    </>
  );
}
