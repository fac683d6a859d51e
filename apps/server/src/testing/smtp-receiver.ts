// A real SMTP server for server tests (ARCHITECTURE §6: SMTP is received by a real SMTP server in
// the test, not by a mock of the mailer). e2e has its own (e2e/support/smtp-receiver.ts): it runs
// in another package and writes letters to files for the Playwright workers.
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

/** A letter as the SMTP server received it: envelope recipients and the raw message. */
export type ReceivedLetter = { to: string[]; raw: string };

/**
 * Starts an SMTP server on a random loopback port; `received` fills as letters arrive. While
 * `refusing` is true every letter is refused with a temporary failure (451), as a mail server
 * that is down for maintenance answers.
 */
export async function startSmtpReceiver() {
  const received: ReceivedLetter[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (state.refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Сервис временно недоступен'), { responseCode: 451 })),
        );
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuse (451) every letter from now on, or accept them again. */
    refuse(on: boolean) {
      state.refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
