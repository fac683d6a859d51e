// The framework's floor for a chat send: bare Fastify + node-postgres, `POST /send` with the
// app's JSON body running the bare send transaction (lib/bare-send.ts) into the body's
// conversation and answering 201 with the stored row. No auth, no validation beyond reading the
// body, no sockets: what a send costs with nothing of the app around it.
import Fastify from 'fastify';
import pg from 'pg';

import { BARE_BUMP, BARE_INSERT } from './bare-send.ts';

export async function startBareRoute(url: string, connections: number) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const creators = new Map<number, number>();
  const app = Fastify({ logger: false });
  app.post('/send', async (request, reply) => {
    const body = request.body as {
      chat_conversation_id: number;
      text: string;
      extra: { date: string; client_id: string };
    };
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
      await client.query('begin');
      const bumped = await client.query<{
        last_seq: string;
        last_change_seq: string;
        last_message_id: number;
      }>({ ...BARE_BUMP, values: [conversationId] });
      const row = bumped.rows[0];
      if (!row) throw new Error('conversation not found');
      await client.query({
        ...BARE_INSERT,
        values: [
          row.last_message_id,
          conversationId,
          row.last_seq,
          row.last_change_seq,
          chatUserId,
          body.text,
          body.extra.client_id,
          JSON.stringify(body.extra),
        ],
      });
      await client.query('commit');
      return reply.code(201).send({
        data: {
          id: row.last_message_id,
          chat_conversation_id: conversationId,
          seq: Number(row.last_seq),
          text: body.text,
          extra: body.extra,
        },
      });
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
