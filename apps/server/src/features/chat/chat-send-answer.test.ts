// A send answers with plain JSON.stringify instead of the zod serializer (chat-messages.routes.ts):
// the bytes must be the ones the zod serializer writes (the schema's keys, in its order, nothing
// more), for a plain text, a reply, a message with files, a retry answered from the history and
// the newer prefix.
import { randomUUID } from 'node:crypto';

import { messageSchema } from '@kabinet/domain/chat';
import { dataEnvelope } from '@kabinet/domain/shared';
import type { LightMyRequestResponse } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';

import {
  chatCompanyWithConversation,
  multipartForm,
  sendText,
  type ChatCompany,
} from './chat.test-support.ts';

const t = useTestApp();
let s: ChatCompany;
let conversationId: number;

beforeAll(async () => {
  ({ s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['employee', 'manager']));
});

const zodAnswer = serializerCompiler({
  schema: dataEnvelope(messageSchema),
  method: 'POST',
  url: '/api/chat/messages',
});

function expectZodBytes(response: LightMyRequestResponse) {
  expect(response.body).toBe(zodAnswer(JSON.parse(response.body)));
}

describe('the answer of a send', () => {
  it('is byte for byte what the zod serializer writes', async () => {
    const clientId = randomUUID();
    const first = await sendText(t.app, s.client, conversationId, 'Счёт оплачен', {
      client_id: clientId,
    });
    expect(first.statusCode).toBe(201);
    expectZodBytes(first);

    const retry = await sendText(t.app, s.client, conversationId, 'Счёт оплачен', {
      client_id: clientId,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);

    const form = multipartForm(
      {
        chat_conversation_id: String(conversationId),
        text: 'Скан во вложении',
        'extra[date]': new Date().toISOString(),
        'extra[client_id]': randomUUID(),
      },
      [{ name: 'Акт.pdf', bytes: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n') }],
    );
    const withFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat-refactor/messages',
      headers: { ...s.employee.headers, ...form.headers },
      payload: form.payload,
    });
    expect(withFile.statusCode).toBe(201);
    expect(withFile.json().data.files).toHaveLength(1);
    expectZodBytes(withFile);

    const reply = await sendText(t.app, s.manager, conversationId, 'Спасибо, вижу', {
      reply_message_id: withFile.json().data.id,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.reply_message.files).toHaveLength(1);
    expectZodBytes(reply);
  });
});
