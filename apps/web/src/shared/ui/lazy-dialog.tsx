import { type ReactNode, Suspense, useEffect, useState } from 'react';

import { useOpenedOnce } from '../lib/use-opened-once.ts';

interface LazyDialogProps {
  /** Whether the dialog is open; its code starts loading the first time this is true. */
  opened: boolean;
  /** Renders the lazily loaded Modal or Drawer with the `opened` it should show. */
  children: (opened: boolean) => ReactNode;
}

/** Hands `opened` through only once the dialog has committed closed, one render later. */
function OpenAfterMount({ opened, children }: LazyDialogProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return children(mounted && opened);
}

/**
 * A Modal or Drawer whose code loads when it is first opened (a `lazyPage` component), and is
 * mounted from then on so that it keeps its closing transition.
 *
 * React.lazy mounts the dialog only once its code has arrived, so it would mount already open;
 * Mantine notes the element to return the focus to when `opened` changes after mount, so on the
 * first close the focus fell to the page body. Here the loaded dialog mounts closed and opens on
 * the next render, while its trigger still has the focus, and the focus returns to it on close.
 */
export function LazyDialog({ opened, children }: LazyDialogProps) {
  const wanted = useOpenedOnce(opened);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OpenAfterMount opened={opened}>{children}</OpenAfterMount>
    </Suspense>
  );
}
