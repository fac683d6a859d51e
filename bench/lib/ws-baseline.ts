import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { WebSocket, WebSocketServer } from 'ws';

export interface WsBaseline {
  baseUrl: string;
  wsUrl: string;
  /** Pad every broadcast envelope to this many bytes (the size our app's MessageSent has). */
  setEnvelopeBytes(bytes: number): void;
  /** Serializes the envelope once and sends it to every connected client (fan-out). */
  broadcast(envelope: object): void;
  /** Open client connections (the idle baseline counts them). */
  clients(): number;
  close(): Promise<void>;
}

/**
 * The fan-out floor: bare node:http + `ws` on loopback, no framework, no database. `POST /send`
 * takes the same JSON body as POST /api/chat/messages, stamps an id and seq, pads the envelope
 * `{ channel, event: 'MessageSent', data }` to the app's envelope size, serializes it once and
 * `send()`s it to every connected client, then answers 201 with the message.
 */
export async function startWsBaseline(): Promise<WsBaseline> {
  let envelopeBytes = 0;
  let seq = 0;
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/send') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        chat_conversation_id: number;
        text: string;
        extra: { date: string; client_id: string };
      };
      seq += 1;
      const data = { id: seq, seq, ...body, pad: '' };
      const channel = `presence-chat.${body.chat_conversation_id}`;
      let frame = JSON.stringify({ channel, event: 'MessageSent', data });
      const missing = envelopeBytes - Buffer.byteLength(frame);
      if (missing > 0) {
        data.pad = 'x'.repeat(missing);
        frame = JSON.stringify({ channel, event: 'MessageSent', data });
      }
      sendToAll(frame);
      const answer = JSON.stringify({ data });
      res.writeHead(201, { 'content-type': 'application/json' }).end(answer);
    });
  });
  const sendToAll = (frame: string) => {
    for (const client of wss.clients) {
      if (client.readyState === WebSocket.OPEN) client.send(frame);
    }
  };
  const wss = new WebSocketServer({ server, path: '/ws', perMessageDeflate: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    setEnvelopeBytes: (bytes) => {
      envelopeBytes = bytes;
    },
    broadcast: (envelope) => sendToAll(JSON.stringify(envelope)),
    clients: () => wss.clients.size,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
