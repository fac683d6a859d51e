// The request bodies the fake servers (DaData, FCM, Web Push) read.
import type { IncomingMessage } from 'node:http';

/** The whole body of a request; empty when the request fails midway. */
export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', () => resolve(Buffer.alloc(0)));
  });
}

/** The whole body of a request as UTF-8 text. */
export async function readText(request: IncomingMessage): Promise<string> {
  return (await readBody(request)).toString('utf8');
}
