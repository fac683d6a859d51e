import { Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Wide enough for the list and the conversation side by side; one pane below. */
const TWO_PANES = '(min-width: 56.25em)';
// The shell's main also pads by the bottom safe area (the home indicator of the iOS app).
const PANE_HEIGHT =
  'calc(100dvh - var(--app-shell-header-offset, 64px) - 2 * var(--app-shell-padding, 16px) - var(--safe-bottom, 0px))';

/** Whether the chat screens show both panes (list and conversation) at once. */
export const useTwoPanes = () => useMediaQuery(TWO_PANES, true);

/** The bordered frame of the chat and the inbox: the viewport's height, panes side by side. */
export function ChatFrame({ children }: { children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      h={PANE_HEIGHT}
      mih={420}
      style={{ display: 'flex', overflow: 'hidden' }}
    >
      {children}
    </Paper>
  );
}
