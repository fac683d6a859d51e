// The floor of a chat send with what no send may skip: bare Fastify + node-postgres + a plain
// Socket.IO server, `POST /send-delivered` with the app's JSON body and bearer token. It looks
// the token up with its user and chat user (one query, the auth hook's shape) and checks the
// secret's SHA-256, runs the bare send transaction (lib/bare-send.ts), then emits MessageSent to
// the conversation's channel, where every member's socket hears it, and answers 201. No
// validation, no membership or unread counts, no limiter, no logging: the distance between
// this and the app is the app's own cost, the distance between this and lib/bare-route.ts is
// what authentication and delivery cost anyway. The load thread subscribes to it as it
// subscribes to the app (`/broadcasting/auth`, then `subscribe`), unsigned.
import { createHash, timingSafeEqual } from 'node:crypto';

import Fastify from 'fastify';
import pg from 'pg';
import { Server } from 'socket.io';

import { closeAll, listenOnLoopback } from './bare-route.ts';
import { bareSendTransaction, type BareSendBody } from './bare-send.ts';

const TOKEN_LOOKUP = {
  name: 'floor_token_with_user',
  text: `select t.token_hash, t.expires_at, u.id as user_id, u.status, u.role_slug, c.id as chat_user_id
           from personal_access_tokens t join users u on u.id = t.user_id
           left join chat_users c on c.user_id = u.id
          where t.id = $1`,
};

type TokenRow = {
  token_hash: string;
  expires_at: Date;
  user_id: number;
  status: string;
  chat_user_id: number | null;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export async function startFloorRoute(url: string, connections: number) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const app = Fastify({ logger: false });
  const io = new Server(app.server, { path: '/socket.io', transports: ['websocket'] });
  io.on('connection', (socket) => {
    socket.on('subscribe', (payload: { channel: string }, ack: (answer: object) => void) => {
      void socket.join(payload.channel);
      ack({ ok: true });
    });
  });
  app.post('/broadcasting/auth', async () => ({}));
  app.post('/send-delivered', async (request, reply) => {
    const [id, secret] = (request.headers.authorization ?? '').replace(/^Bearer /, '').split('|');
    const found = await pool.query<TokenRow>({ ...TOKEN_LOOKUP, values: [Number(id)] });
    const token = found.rows[0];
    const hash = Buffer.from(token?.token_hash ?? '', 'hex');
    const expected = sha256(secret ?? '');
    if (
      !token?.chat_user_id ||
      token.status !== 'ACTIVE' ||
      token.expires_at.getTime() < Date.now() ||
      hash.length !== expected.length ||
      !timingSafeEqual(hash, expected)
    ) {
      return reply.code(401).send({ message: 'Unauthenticated.' });
    }
    const body = request.body as BareSendBody;
    const conversationId = body.chat_conversation_id;
    const client = await pool.connect();
    let message;
    try {
      message = await bareSendTransaction(client, {
        conversationId,
        chatUserId: token.chat_user_id,
        text: body.text,
        extra: body.extra,
      });
    } finally {
      client.release();
    }
    const channel = `presence-chat.${conversationId}`;
    io.to(channel).emit('event', { channel, event: 'MessageSent', data: message });
    return reply.code(201).send({ data: message });
  });
  return {
    baseUrl: await listenOnLoopback(app),
    close: async () => {
      await io.close();
      await closeAll(app, pool);
    },
  };
}
