// A real SMTP server on 127.0.0.1 for the tests of the e-mails (smtp-server; no TLS, no login):
// what it received, each message's recipients and raw text; and a received message read.
import { SMTPServer } from 'smtp-server';
import { freePort } from './helpers';

export interface Received {
  to: string[];
  raw: string;
}

export async function startSmtp(): Promise<{ url: string; received: Received[]; stop(): Promise<void> }> {
  const port = await freePort();
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A received message's headers, unfolded, and its body (quoted-printable soft breaks and =XX escapes decoded, in case the encoder chose it). */
export function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head!.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  const body = rest.join('\n\n');
  const decoded = /quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')
    ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : body;
  return { headers, body: decoded.replace(/\r\n/g, '\n') };
}
