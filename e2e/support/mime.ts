/**
 * Just enough MIME to read what nodemailer sends: headers, multipart bodies, base64 and
 * quoted-printable parts, encoded-word subjects. The input is the raw message as latin1 so that
 * bytes survive until each part is decoded with its own charset.
 */
export function parseMail(raw: string): { subject: string; text: string } {
  const { headers, body } = splitHeaders(raw);
  return { subject: decodeWords(headers.get('subject') ?? ''), text: partText(headers, body) };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

function partText(headers: Map<string, string>, body: string): string {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => {
        const inner = splitHeaders(part.replace(/^\r?\n/, ''));
        return partText(inner.headers, inner.body);
      })
      .join('\n');
  }
  if (!/^text\//i.test(contentType)) {
    return '';
  }
  const charset = /charset="?([^";]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  const bytes = decodeTransfer(headers.get('content-transfer-encoding') ?? '7bit', body);
  const text = new TextDecoder(charset).decode(bytes);
  return /^text\/html/i.test(contentType) ? text.replace(/<[^>]*>/g, ' ') : text;
}

function decodeTransfer(encoding: string, body: string): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      );
    default:
      return Buffer.from(body, 'latin1');
  }
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g,
    (_, charset: string, kind: string, data: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : decodeTransfer('quoted-printable', data.replace(/_/g, ' '));
      return new TextDecoder(charset).decode(bytes);
    },
  );
}
