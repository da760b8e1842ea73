// A real SMTP server on 127.0.0.1 for the e-mail tests: it accepts everything and keeps what arrived, parsed.
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the message was actually delivered to. */
  envelopeTo: string[];
  parsed: Email;
}

export interface SmtpTestServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
  /** Starts listening again on the same port (after stop), keeping what arrived so far. */
  restart(): Promise<void>;
}

export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer;
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        hideSTARTTLS: true,
        disableReverseLookup: true,
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            PostalMime.parse(Buffer.concat(chunks)).then(
              (parsed) => {
                received.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), parsed });
                callback();
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const actualPort = await listen(port);
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    stop,
    restart: async () => {
      await listen(actualPort);
    },
  };
}
