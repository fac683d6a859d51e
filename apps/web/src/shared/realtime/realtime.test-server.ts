// Test support: Socket.IO on a test API server (src/test/test-api.ts), speaking the subscribe
// protocol of docs/api/chat.md the way a realtime node does, so hooks run over a real socket.
import type { Server as HttpServer } from 'node:http';

import type { PrivateUserEvents } from '@kabinet/domain/realtime';
import { privateUserChannel, REALTIME_EVENT } from '@kabinet/domain/realtime';
import { Server } from 'socket.io';

import { configureRealtime, disconnectRealtime } from './socket.ts';

/** The answer of POST /broadcasting/auth for the test API's routes. */
export const TEST_CHANNEL_AUTH = { status: 200, body: { auth: '1:signature', token_id: 1 } };

/**
 * Acks every subscribe and joins the socket to its channel; `toUser` publishes a private-user
 * event typed by the domain's contract. The page's connection is pointed at this server.
 */
export function attachTestRealtime(api: { url: string; server: HttpServer }) {
  const io = new Server(api.server, { path: '/socket.io', transports: ['websocket'] });
  const subscribed: string[] = [];
  io.on('connection', (socket) => {
    socket.on('subscribe', (payload: { channel: string }, ack: (answer: unknown) => void) => {
      void socket.join(payload.channel);
      subscribed.push(payload.channel);
      ack({ ok: true });
    });
  });
  configureRealtime({ url: api.url, apiBaseUrl: api.url });
  return {
    subscribed,
    toUser<E extends keyof PrivateUserEvents>(
      userId: number,
      event: E,
      data: PrivateUserEvents[E],
    ) {
      const channel = privateUserChannel(userId);
      io.to(channel).emit(REALTIME_EVENT, { channel, event, data });
    },
    /** Drops the page's connection and stops Socket.IO (the API server closes on its own). */
    close: () => {
      disconnectRealtime();
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
