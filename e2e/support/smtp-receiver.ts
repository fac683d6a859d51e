import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { SMTPServer } from 'smtp-server';

import { parseMail } from './mime';

export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback. Every accepted message is decoded and written as one JSON file
 * into `mailDir`, so test workers (separate processes) can read what the app sent.
 */
export async function startSmtpReceiver(mailDir: string): Promise<SmtpReceiver> {
  mkdirSync(mailDir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('latin1'));
        const stored: StoredMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mail.subject,
          text: mail.text,
          receivedAt: Date.now(),
        };
        counter += 1;
        const name = `${stored.receivedAt}-${String(counter).padStart(4, '0')}.json`;
        writeFileSync(join(mailDir, name), JSON.stringify(stored));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('SMTP receiver did not get a TCP port');
  }
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
