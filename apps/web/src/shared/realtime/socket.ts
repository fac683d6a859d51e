import type {
  ChatPresenceMember,
  BroadcastingAuthAnswer,
  RealtimeEnvelope,
} from '@kabinet/domain/realtime';
import { REALTIME_EVENT } from '@kabinet/domain/realtime';
import type { io, Socket } from 'socket.io-client';

import { createHttpClient, type HttpClient } from '../http/http-client.ts';
import { getApiBaseUrl } from '../http/http.ts';
import { clearSession, readToken, reloadPage } from '../session/session.ts';

/** Events the connection itself adds to a channel's stream (Laravel Echo's here/subscribed). */
export const LOCAL_EVENTS = {
  HERE: 'presence:here',
  SUBSCRIBED: 'subscription:succeeded',
  FAILED: 'subscription:error',
} as const;

/**
 * socket.io-client (~12 KiB brotli) loads with the first subscription, never with the login page
 * nor in the shell's own chunk: the page renders first and the socket follows.
 */
let socketIo: Promise<{ io: typeof io }> | null = null;
const loadSocketIo = () => (socketIo ??= import('socket.io-client'));

export type ChannelListener = (event: string, data: unknown) => void;

interface ChannelState {
  listeners: Set<ChannelListener>;
  /** Subscribed at least once on some socket: the next success is a re-subscription. */
  everSubscribed: boolean;
}

type AuthAnswer = BroadcastingAuthAnswer & { channel_data?: string };
type SubscribeAnswer =
  { ok: true; members?: ChatPresenceMember[] } | { ok: false; message: string };

export interface RealtimeOptions {
  /** Origin of the realtime service (SPEC §1 ws.{host}); '' or undefined: this page's origin. */
  url?: string;
  /** Origin of the API that answers /broadcasting/auth. */
  apiBaseUrl?: string;
}

/**
 * ARCHITECTURE §3 / docs/api/chat.md: one Socket.IO connection for the signed-in session,
 * websocket only. A channel is joined by asking the API for a signature (POST /broadcasting/auth)
 * and sending `subscribe` with it; every channel is joined again after a reconnect, and its
 * listeners then hear `subscription:succeeded` with `resubscribed: true` (time to catch up).
 */
export class RealtimeConnection {
  private socket: Socket | null = null;
  /** socket.io-client is loading for this connection (see `ensureSocket`). */
  private opening = false;
  /** Bumped by `disconnect`: a socket that finishes loading after it is not opened. */
  private generation = 0;
  private readonly channels = new Map<string, ChannelState>();
  private readonly http: HttpClient;

  constructor(private readonly options: RealtimeOptions = {}) {
    this.http = createHttpClient({
      // The app's one API origin, so setApiBaseUrl moves the channel auth with every other call.
      baseUrl: () => this.options.apiBaseUrl ?? getApiBaseUrl(),
      getToken: readToken,
      onUnauthorized: () => {
        clearSession();
        reloadPage();
      },
      // A refused channel is not the user's business: the listeners get subscription:error.
      onForbidden: () => undefined,
    });
  }

  /** Listens to a channel (subscribing on first use); returns the function that stops it. */
  subscribe(channel: string, listener: ChannelListener): () => void {
    let state = this.channels.get(channel);
    const isNew = !state;
    if (!state) {
      state = { listeners: new Set(), everSubscribed: false };
      this.channels.set(channel, state);
    }
    state.listeners.add(listener);
    const socket = this.ensureSocket();
    if (isNew && socket?.connected) void this.join(socket, channel);
    return () => this.release(channel, listener);
  }

  /** Sends a client event (`client-typing`) to the other members of a presence channel. */
  whisper(channel: string, event: string, data: unknown): void {
    if (!this.socket?.connected || !this.channels.has(channel)) return;
    this.socket.emit('client-event', { channel, event, data });
  }

  /** Drops the connection and every channel (logout). */
  disconnect(): void {
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
    this.opening = false;
    this.generation += 1;
    this.channels.clear();
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /**
   * The socket, or null while socket.io-client loads (its `connect` then joins every channel
   * asked for meanwhile) or without a session.
   */
  private ensureSocket(): Socket | null {
    if (this.socket || this.opening) return this.socket;
    if (!readToken()) return null;
    this.opening = true;
    const generation = this.generation;
    void loadSocketIo().then(
      ({ io }) => {
        if (generation !== this.generation) return;
        this.opening = false;
        const url = this.options.url ?? import.meta.env.VITE_WS_URL ?? window.location.origin;
        const socket = io(url, { path: '/socket.io', transports: ['websocket'] });
        socket.on('connect', () => {
          for (const channel of this.channels.keys()) void this.join(socket, channel);
        });
        socket.on(REALTIME_EVENT, (envelope: RealtimeEnvelope) => {
          this.dispatch(envelope.channel, envelope.event, envelope.data);
        });
        this.socket = socket;
      },
      (error: unknown) => {
        // The client's code did not load (no network): forget the failed import so the next
        // subscription tries again, and tell the channels waiting for it.
        socketIo = null;
        if (generation !== this.generation) return;
        this.opening = false;
        const message = error instanceof Error ? error.message : 'socket.io-client did not load';
        for (const channel of this.channels.keys()) {
          this.dispatch(channel, LOCAL_EVENTS.FAILED, { message });
        }
      },
    );
    return null;
  }

  private async join(socket: Socket, channel: string): Promise<void> {
    try {
      const auth = await this.http.post<AuthAnswer>('/broadcasting/auth', {
        socket_id: socket.id,
        channel_name: channel,
      });
      if (socket !== this.socket || !socket.connected || !this.channels.has(channel)) return;
      const answer = (await socket.timeout(10_000).emitWithAck('subscribe', {
        channel,
        auth: auth.auth,
        token_id: auth.token_id,
        ...(auth.channel_data === undefined ? {} : { channel_data: auth.channel_data }),
      })) as SubscribeAnswer;
      if (!answer.ok) throw new Error(answer.message);
      const state = this.channels.get(channel);
      if (!state) return;
      if (answer.members) this.dispatch(channel, LOCAL_EVENTS.HERE, answer.members);
      this.dispatch(channel, LOCAL_EVENTS.SUBSCRIBED, { resubscribed: state.everSubscribed });
      state.everSubscribed = true;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Нет доступа к каналу.';
      this.dispatch(channel, LOCAL_EVENTS.FAILED, { message });
    }
  }

  private release(channel: string, listener: ChannelListener): void {
    const state = this.channels.get(channel);
    if (!state) return;
    state.listeners.delete(listener);
    // React remounts (StrictMode, route changes) re-listen at once: leave only if still unused.
    setTimeout(() => {
      const current = this.channels.get(channel);
      if (!current || current.listeners.size > 0) return;
      this.channels.delete(channel);
      if (this.socket?.connected) this.socket.emit('unsubscribe', { channel });
    }, 0);
  }

  private dispatch(channel: string, event: string, data: unknown): void {
    const state = this.channels.get(channel);
    if (!state) return;
    for (const listener of [...state.listeners]) listener(event, data);
  }
}

let connection: RealtimeConnection | null = null;
let pendingOptions: RealtimeOptions = {};

/** The one connection of this page (created on first use). */
export function realtimeConnection(): RealtimeConnection {
  connection ??= new RealtimeConnection(pendingOptions);
  return connection;
}

/** Points the connection at other hosts (tests); drops any connection made before. */
export function configureRealtime(options: RealtimeOptions): void {
  connection?.disconnect();
  connection = null;
  pendingOptions = options;
}

/** Logout (SPEC §4): the socket goes with the session. */
export function disconnectRealtime(): void {
  connection?.disconnect();
  connection = null;
}

if (typeof window !== 'undefined') {
  // Another tab logged out (the auth entry is gone): this tab's socket must not outlive it.
  window.addEventListener('storage', (event) => {
    if (event.key === null || (event.key === 'auth' && event.newValue === null)) {
      disconnectRealtime();
    }
  });
}
