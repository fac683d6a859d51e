import type { Page } from '@playwright/test';

/**
 * Resolves when the page's socket has joined a channel whose name starts with `prefix`, read off
 * the wire: the Socket.IO `subscribe` emit (`42<ack>["subscribe",{channel…}]`) and the server's
 * acknowledgement (`43<ack>[{"ok":true}]`). Call it before the navigation that opens the socket.
 * It replaces a fixed sleep after the signature arrives, which a busy machine outran.
 */
export function channelJoined(page: Page, prefix: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const pending = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const emit = /^42(\d+)\["subscribe",(\{.*\})\]$/s.exec(String(payload));
        const channel = emit?.[2] ? (JSON.parse(emit[2]) as { channel?: string }).channel : '';
        if (emit?.[1] && channel?.startsWith(prefix)) pending.add(emit[1]);
      });
      socket.on('framereceived', ({ payload }) => {
        const ack = /^43(\d+)\[(\{.*\})\]$/s.exec(String(payload));
        if (!ack?.[1] || !ack[2] || !pending.has(ack[1])) return;
        if ((JSON.parse(ack[2]) as { ok?: boolean }).ok) resolve();
      });
    });
  });
}
