// Sends one e-mail of the outbox. With SMTP_URL set (any provider offers SMTP: smtps://user:pass@host:465) it goes
// through nodemailer; without it the message is written as an .eml file to .data/outbox-mail (git-ignored) and one
// line is logged, so `npm start` needs no account and a developer can open exactly what a patient would receive.
// Throwing means "not sent": the dispatcher keeps the row pending and tries again later.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import { isSingleEmail } from '../../shared/utils/text-rules.ts';
import { type OutboxMessage, PermanentSendError, type SentMessage } from '../outbox/sender.ts';
import { mailFrom } from './provider.ts';

export interface EmailTransportOptions {
  env?: NodeJS.ProcessEnv;
  /** Where .eml files go without SMTP_URL; `.data/outbox-mail` under the working directory by default. */
  dropDirectory?: string;
  log?: (line: string) => void;
}

const DEFAULT_DROP_DIRECTORY = '.data/outbox-mail';

const smtpTransports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    // Short timeouts: a function has seconds, not minutes; an unreachable server is retried by the dispatcher.
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    smtpTransports.set(url, transport);
  }
  return transport;
}

function mailOptions(message: OutboxMessage, env: NodeJS.ProcessEnv): SendMailOptions {
  const from = mailFrom(env);
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: message.recipient,
    subject: message.subject ?? '',
    text: message.body,
    ...(message.html ? { html: message.html } : {}),
    messageId: `<outbox-${message.id}@${domain}>`,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      encoding: 'base64',
    })),
  };
}

/** The recipient's domain: all a log line may say about who got a message. */
function recipientDomain(recipient: string): string {
  return recipient.slice(recipient.lastIndexOf('@') + 1) || 'unknown';
}

/** Sends one outbox row as an e-mail; its providerId is the SMTP server's Message-ID, or the .eml file's name. */
export async function sendOutboxEmail(
  message: OutboxMessage,
  options: EmailTransportOptions = {},
): Promise<SentMessage> {
  // Every outbox e-mail has ONE recipient: a list (nodemailer reads "a@x.lk, b@y.lk" as two) never goes anywhere,
  // whatever let it into the outbox. Not retried: it would be refused again.
  if (!isSingleEmail(message.recipient)) {
    throw new PermanentSendError(`Not one e-mail address: refused (@${recipientDomain(message.recipient)})`);
  }
  const env = options.env ?? process.env;
  const mail = mailOptions(message, env);
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl) {
    const info = await smtpTransport(smtpUrl).sendMail(mail);
    if ((info.rejected ?? []).length > 0) throw new Error(`SMTP server rejected the recipient (${info.response})`);
    return { providerId: String(info.messageId) };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const composed = await composer.sendMail(mail);
  const directory = path.resolve(options.dropDirectory ?? DEFAULT_DROP_DIRECTORY);
  await mkdir(directory, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`;
  await writeFile(path.join(directory, name), composed.message as Buffer);
  (options.log ?? console.log)(
    `[mail] to @${recipientDomain(message.recipient)} "${message.subject ?? ''}" written to ${path.join(path.relative(process.cwd(), directory), name)}`,
  );
  return { providerId: name };
}
