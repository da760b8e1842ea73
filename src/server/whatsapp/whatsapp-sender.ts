// How a WhatsApp message leaves (docs/whatsapp.md): through Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
// TWILIO_WHATSAPP_FROM are set, otherwise written to the log and to .data/outbox-whatsapp/ (one file a message, as
// e-mails go to .data/outbox-mail), so `npm start` needs no account. A template's message goes as Twilio's
// contentSid and contentVariables; the contentSid is looked up by the template's friendly name (hw_<name>_<lang>)
// in Twilio's Content API once per process, and a template that is missing or not approved for WhatsApp is a
// permanent failure (the outbox then sends the SMS instead: fallback.ts). Every message names the status callback
// (POST /api/messaging/status on the public site), which records what became of it.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { maskPhone } from '../../shared/phone-numbers.ts';
import { siteUrl } from '../email/provider.ts';
import { type MessageSender, type OutboxMessage, PermanentSendError } from '../outbox/sender.ts';
import { type TwilioSettings, twilioClient, twilioSendError } from '../sms/sms-sender.ts';
import type { WhatsAppContent } from './whatsapp-messages.ts';

export const STATUS_CALLBACK_PATH = '/api/messaging/status';

/** The template of a WhatsApp row, or undefined for a free-form reply (`body` goes as it is). */
export function whatsappContentOf(message: Pick<OutboxMessage, 'template'>): WhatsAppContent | undefined {
  const template = message.template as Partial<WhatsAppContent> | null | undefined;
  if (!template || typeof template.whatsapp !== 'string') return undefined;
  return { whatsapp: template.whatsapp, variables: template.variables ?? {} };
}

export interface LocalWhatsAppOptions {
  /** `.data/outbox-whatsapp` under the working directory unless told. */
  directory?: string;
  log?: (line: string) => void;
}

/** Without Twilio: one text file a message, and one log line without its text (it names the patient). */
export function localWhatsAppSender({
  directory = process.env.WHATSAPP_OUTBOX_DIR || path.join('.data', 'outbox-whatsapp'),
  log = console.info,
}: LocalWhatsAppOptions = {}): MessageSender {
  return {
    async send(message) {
      const providerId = `log-${crypto.randomUUID()}`;
      const content = whatsappContentOf(message);
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.txt`);
      const lines = [
        `To: whatsapp:${message.recipient}`,
        content ? `Template: ${content.whatsapp}` : 'Template: (free-form reply)',
        ...(content ? [`Variables: ${JSON.stringify(content.variables)}`] : []),
        '',
        message.body,
        '',
      ];
      await writeFile(file, lines.join('\n'));
      log(`WhatsApp not sent (Twilio is not configured) to ${maskPhone(message.recipient)}: ${file}`);
      return { providerId };
    },
  };
}

export interface WhatsAppTwilioSettings extends TwilioSettings {
  /** Where Twilio reports the message's status; the site's public URL of the status callback. */
  statusCallback: string;
}

interface ContentListed {
  sid: string;
  friendlyName: string;
  approvalRequests?: Record<string, unknown> | null;
}

/** Whether WhatsApp approved the template (ContentAndApprovals: approval_requests.status, or .whatsapp.status). */
function approved(content: ContentListed): boolean {
  const requests = (content.approvalRequests ?? {}) as { status?: string; whatsapp?: { status?: string } };
  return (requests.whatsapp?.status ?? requests.status) === 'approved';
}

export async function createTwilioWhatsAppSender(settings: WhatsAppTwilioSettings): Promise<MessageSender> {
  const client = await twilioClient(settings);
  // Friendly name -> contentSid of the approved templates, read once per process (on the first message that needs
  // one, again when a name is missing: a template approved since).
  let known: Promise<Map<string, string>> | undefined;
  const readTemplates = async () => {
    const contents = (await client.content.v1.contentAndApprovals.list({ pageSize: 500 })) as ContentListed[];
    return new Map(contents.filter(approved).map((content) => [content.friendlyName, content.sid]));
  };
  async function contentSidFor(name: string): Promise<string> {
    known ??= readTemplates().catch((error: unknown) => {
      known = undefined;
      throw error;
    });
    let sid = (await known).get(name);
    if (!sid) {
      known = readTemplates();
      sid = (await known).get(name);
    }
    if (!sid) throw new PermanentSendError(`WhatsApp template ${name} is not at Twilio or not approved`);
    return sid;
  }

  return {
    async send(message) {
      const content = whatsappContentOf(message);
      try {
        const what = content
          ? { contentSid: await contentSidFor(content.whatsapp), contentVariables: JSON.stringify(content.variables) }
          : { body: message.body };
        const sent = await client.messages.create({
          to: `whatsapp:${message.recipient}`,
          from: `whatsapp:${settings.from}`,
          statusCallback: settings.statusCallback,
          ...what,
        });
        return { providerId: sent.sid };
      } catch (error) {
        if (error instanceof PermanentSendError) throw error;
        throw twilioSendError(error);
      }
    },
  };
}

export function whatsappSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): WhatsAppTwilioSettings | undefined {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_WHATSAPP_FROM, TWILIO_API_BASE } = env;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_WHATSAPP_FROM) return undefined;
  return {
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    from: TWILIO_WHATSAPP_FROM.replace(/^whatsapp:/, ''),
    apiBase: TWILIO_API_BASE || undefined,
    statusCallback: `${siteUrl(env)}${STATUS_CALLBACK_PATH}`,
  };
}

/** The sender for this environment. */
export async function whatsappSenderFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<MessageSender> {
  const settings = whatsappSettingsFromEnv(env);
  return settings ? createTwilioWhatsAppSender(settings) : localWhatsAppSender();
}
