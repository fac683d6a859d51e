// The fake Bot API's control surface for tests in another process (Playwright's workers): what
// the bot sent, and a user's message into the bot, over plain HTTP on loopback.
// - `GET /sent` → the bot's messages, oldest first, a document's bytes as base64.
// - `POST /messages` with a FakeUserMessage → the update reaches the bot (getUpdates or webhook).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FakeTelegramApi, FakeUserMessage } from './fake-telegram-api.ts';

async function jsonOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/** Starts the control server of `fake` on a free loopback port; its URL and close. */
export async function startFakeTelegramControl(fake: FakeTelegramApi) {
  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && request.url === '/sent') {
      reply(
        200,
        fake.sent.map((message) => ({
          ...message,
          document: message.document
            ? { ...message.document, bytes: message.document.bytes.toString('base64') }
            : undefined,
        })),
      );
      return;
    }
    if (request.method === 'POST' && request.url === '/messages') {
      jsonOf(request)
        .then((input) => fake.pushUpdate(fake.userMessage(input as FakeUserMessage)))
        .then((status) => reply(200, { status }))
        .catch((error: unknown) => reply(500, { error: String(error) }));
      return;
    }
    reply(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
