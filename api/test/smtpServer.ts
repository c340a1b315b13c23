// A real SMTP server on 127.0.0.1 for the tests of the e-mails (smtp-server; no TLS, no login):
// what it received, each message's recipients and raw text.
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
