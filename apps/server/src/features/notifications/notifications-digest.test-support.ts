// The digest tests' SMTP receiver (the real server of testing/smtp-receiver.ts, ARCHITECTURE §6)
// and just enough MIME decoding to read what nodemailer sent.
import { startSmtpReceiver as startRawSmtpReceiver } from '../../testing/smtp-receiver.ts';

/** A letter as the SMTP server received it, decoded. */
export type ReceivedMail = { to: string[]; subject: string; text: string; html: string };

/** The real SMTP server of testing/smtp-receiver.ts; `mails`: the letters so far, decoded. */
export async function startSmtpReceiver() {
  const receiver = await startRawSmtpReceiver();
  return {
    url: receiver.url,
    get mails(): ReceivedMail[] {
      return receiver.received.map(({ to, raw }) => ({ to, ...parseMail(raw) }));
    },
    refuse: receiver.refuse,
    close: receiver.close,
  };
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), adjacent ones joined. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?utf-8\?([bq])\?([^?]*)\?=)+/gi, (run) => {
      const bytes = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, kind, text]) =>
        kind?.toLowerCase() === 'b'
          ? Buffer.from(text ?? '', 'base64')
          : qpBytes((text ?? '').replaceAll('_', ' ')),
      );
      return Buffer.concat(bytes).toString('utf8');
    });
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') return qpBytes(body.replace(/=\r\n/g, '')).toString();
  return body;
}

/** Subject, plain text and HTML of a single-part or multipart/alternative letter. */
export function parseMail(raw: string): Omit<ReceivedMail, 'to'> {
  const { headers, body } = splitHead(raw);
  const subject = decodeHeader(headers.get('subject') ?? '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHead(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  const of = (type: string) => {
    const part = parts.find((p) => p.headers.get('content-type')?.startsWith(type));
    return part ? decodeBody(part.headers, part.body) : '';
  };
  return { subject, text: of('text/plain'), html: of('text/html') };
}
