import * as z from 'zod';

/** POST /broadcasting/auth: the socket asking and the channel it wants. */
export const broadcastingAuthBodySchema = z.object({
  socket_id: z
    .string({ error: 'Укажите socket_id.' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Некорректный socket_id.'),
  channel_name: z
    .string({ error: 'Укажите канал.' })
    .min(1, 'Укажите канал.')
    .max(200, 'Некорректный канал.'),
});
export type BroadcastingAuthBody = z.infer<typeof broadcastingAuthBodySchema>;

/** Answer of POST /broadcasting/auth: the signature and the token it is bound to. */
export const broadcastingAuthAnswerSchema = z.object({
  auth: z.string(),
  token_id: z.number().int(),
});
export type BroadcastingAuthAnswer = z.infer<typeof broadcastingAuthAnswerSchema>;

/** Payload of the client's `subscribe` socket event. */
export const subscribePayloadSchema = z.object({
  channel: z.string().max(200),
  auth: z.string().max(128),
  token_id: z.number().int().positive(),
});
export type SubscribePayload = z.infer<typeof subscribePayloadSchema>;
