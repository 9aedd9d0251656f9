/**
 * A real SMTP server on a loopback port for tests (smtp-server): it keeps every message it
 * receives, split into subject, text and HTML parts with their transfer and header encodings undone.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpReceiver {
  url: string;
  messages: ReceivedEmail[];
  /** Resolves with the next message to `address` (waits up to 5 s). */
  next(address: string): Promise<ReceivedEmail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  // Escape literal percent signs first so decodeURIComponent sees only the ones we made.
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Undoes RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Splits a MIME message into its text/plain and text/html parts (nested multiparts included). */
export function parseEmail(raw: string, to: string[]): ReceivedEmail {
  const split = (chunk: string) => {
    const at = chunk.search(/\r?\n\r?\n/);
    return at < 0 ? { headers: chunk, body: '' } : { headers: chunk.slice(0, at), body: chunk.slice(at).replace(/^\r?\n\r?\n/, '') };
  };
  const top = split(raw);
  // A long subject is folded over several header lines; unfold it before decoding.
  const subjectLine = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(top.headers)?.[1] ?? '';
  const subject = decodeHeader(subjectLine.replace(/\r?\n(?=[ \t])/g, '').trim());
  let text = '';
  let html = '';
  const visit = (headers: string, body: string) => {
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (/content-type:\s*multipart\//i.test(headers) && boundary) {
      for (const piece of body.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const part = split(piece.replace(/^\r?\n/, ''));
        visit(part.headers, part.body);
      }
    } else if (/content-type:\s*text\/html/i.test(headers)) html = decodePart(headers, body);
    else if (/content-type:\s*text\/plain/i.test(headers)) text = decodePart(headers, body);
  };
  visit(top.headers, top.body);
  return { to, subject, text, html, raw };
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedEmail[] = [];
  const waiters: Array<{ address: string; resolve: (email: ReceivedEmail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const email = parseEmail(Buffer.concat(chunks).toString('utf8'), to);
        messages.push(email);
        for (const waiter of [...waiters]) {
          if (to.includes(waiter.address)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(email);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const seen = new Map<string, number>();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    next(address) {
      const wanted = address.toLowerCase();
      const from = seen.get(wanted) ?? 0;
      const mine = messages.filter((m) => m.to.includes(wanted));
      if (mine.length > from) {
        seen.set(wanted, from + 1);
        return Promise.resolve(mine[from] as ReceivedEmail);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no email to ${wanted} within 5 s`)), 5000);
        waiters.push({
          address: wanted,
          resolve: (email) => {
            clearTimeout(timer);
            seen.set(wanted, from + 1);
            resolve(email);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link under `origin` in an email's text part, checked to be in the HTML part too. */
export function linkIn(email: ReceivedEmail, origin: string): URL {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]+`).exec(email.text);
  if (!match) throw new Error(`no link to ${origin} in: ${email.text}`);
  if (!email.html.includes(match[0])) throw new Error('the HTML part lacks the link of the text part');
  return new URL(match[0]);
}
