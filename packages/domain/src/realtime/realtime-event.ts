// Apart from the schemas: the web's socket reads these without loading zod (the pages' JS budgets).

/** Ack of `subscribe` / `unsubscribe`. */
export type SubscribeAck = { ok: true } | { ok: false; message: string };

/** Socket event name that carries every server event. */
export const REALTIME_EVENT = 'event';

/** What arrives on the socket event `event`. */
export type RealtimeEnvelope<T = unknown> = { channel: string; event: string; data: T };
