// The framework's floor for a chat send: bare Fastify + node-postgres, `POST /send` with the
// app's JSON body running the bare send transaction (lib/bare-send.ts) into the body's
// conversation and answering 201 with the stored row. No auth, no validation beyond reading the
// body, no sockets: what a send costs with nothing of the app around it.
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

import { bareSendTransaction, type BareSendBody } from './bare-send.ts';

export async function startBareRoute(url: string, connections: number) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const creators = new Map<number, number>();
  const app = Fastify({ logger: false });
  app.post('/send', async (request, reply) => {
    const body = request.body as BareSendBody;
    const conversationId = body.chat_conversation_id;
    let chatUserId = creators.get(conversationId);
    if (chatUserId === undefined) {
      const found = await pool.query<{ chat_user_id: number }>(
        'select chat_user_id from chat_conversations where id = $1',
        [conversationId],
      );
      chatUserId = found.rows[0]?.chat_user_id ?? 0;
      creators.set(conversationId, chatUserId);
    }
    const client = await pool.connect();
    try {
      const message = await bareSendTransaction(client, {
        conversationId,
        chatUserId,
        text: body.text,
        extra: body.extra,
      });
      return await reply.code(201).send({ data: message });
    } finally {
      client.release();
    }
  });
  return { baseUrl: await listenOnLoopback(app), close: () => closeAll(app, pool) };
}

/** Listens on a free loopback port; the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** Closes the route, then its pool. */
export async function closeAll(app: FastifyInstance, pool: pg.Pool): Promise<void> {
  await app.close();
  await pool.end();
}
