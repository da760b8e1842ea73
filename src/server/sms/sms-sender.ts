// How an SMS leaves: through Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER are set,
// otherwise written to the log (local runs). TWILIO_API_BASE points the Twilio client at another address (tests
// run a fake Twilio on 127.0.0.1); unset, it talks to api.twilio.com.

import { maskPhone } from '../../shared/phone-numbers.ts';
import { type MessageSender, NotSentError, PermanentSendError } from '../outbox/sender.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase?: string;
  /** How long to wait for Twilio's answer (15 s unless a test says otherwise). */
  timeoutMs?: number;
}

function twilioSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): TwilioSettings | undefined {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER, TWILIO_API_BASE } = env;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM_NUMBER) return undefined;
  return {
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    from: TWILIO_FROM_NUMBER,
    apiBase: TWILIO_API_BASE || undefined,
  };
}

const logSender: MessageSender = {
  async send({ recipient, body }) {
    const providerId = `log-${crypto.randomUUID()}`;
    // That a message went and to which masked number, never its text: it names the patient, their phone and e-mail.
    console.info(`SMS not sent (Twilio is not configured) to ${maskPhone(recipient)}, ${body.length} characters`);
    return { providerId };
  },
};

interface TwilioFailure {
  status?: number;
  code?: number;
  message?: string;
}

// Twilio's dates have whole seconds, and its clock is not ours.
const CLOCK_MARGIN_MS = 60_000;
/** Messages per page of Twilio's list (its largest is 1000). */
const LOOKUP_PAGE_SIZE = 100;

/** Twilio's own client, sent to `apiBase` instead of https://api.twilio.com (and content.twilio.com). */
export async function twilioClient(settings: Omit<TwilioSettings, 'from'>) {
  // Loaded only when Twilio is configured: it is large, and local runs never need it.
  const { default: twilio } = await import('twilio');
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  type RequestOptions<TData> = import('twilio/lib/base/RequestClient.js').RequestOptions<TData>;

  class RedirectingClient extends twilio.RequestClient {
    request<TData>(options: RequestOptions<TData>) {
      if (!base) return super.request<TData>(options);
      const target = new URL(options.uri);
      target.protocol = base.protocol;
      target.host = base.host;
      return super.request<TData>({ ...options, uri: target.href });
    }
  }

  return twilio(settings.accountSid, settings.authToken, {
    httpClient: new RedirectingClient({ timeout: settings.timeoutMs ?? 15_000 }),
  });
}

/**
 * Twilio's error as the outbox understands it: a 4xx (but 429) is permanent, another answer means Twilio did not
 * take the message, and no answer at all means it may have.
 */
export function twilioSendError(error: unknown): Error {
  const { status, code, message } = (error ?? {}) as TwilioFailure;
  const text = `Twilio ${status ?? 'error'}${code ? ` ${code}` : ''}: ${message ?? String(error)}`;
  if (status && status >= 400 && status < 500 && status !== 429) return new PermanentSendError(text);
  if (status) return new NotSentError(text);
  return new Error(text);
}

export async function createTwilioSender(settings: TwilioSettings): Promise<MessageSender> {
  const client = await twilioClient(settings);

  /**
   * The sid of this very message if Twilio took it since `since` (and has not given up on it): every message to the
   * number since then, page after page, newest first, not a fixed number of the newest (the staff number gets one
   * message per booking, so 20 of them can all be younger than ours).
   */
  async function acceptedSince(to: string, body: string, since: Date): Promise<string | undefined> {
    const from = since.getTime() - CLOCK_MARGIN_MS;
    type Listed = Pick<Awaited<ReturnType<typeof client.messages.page>>, 'instances' | 'nextPage'>;
    let page: Listed | undefined = await client.messages.page({
      to,
      from: settings.from,
      pageSize: LOOKUP_PAGE_SIZE,
    });
    while (page) {
      const match = page.instances.find(
        (sent) =>
          sent.body === body &&
          sent.dateCreated.getTime() >= from &&
          !['failed', 'undelivered', 'canceled'].includes(sent.status),
      );
      if (match) return match.sid;
      if (page.instances.some((sent) => sent.dateCreated.getTime() < from)) return undefined;
      page = await page.nextPage();
    }
    return undefined;
  }

  return {
    async send({ recipient, body, unresolvedSince }) {
      try {
        // An earlier attempt reached Twilio and its answer never came (Twilio answered after our timeout, or the
        // process ended before the row was marked sent): the outbox row says since when, and Twilio is asked
        // whether it has the message before it is sent again.
        if (unresolvedSince) {
          const earlier = await acceptedSince(recipient, body, unresolvedSince);
          if (earlier) return { providerId: earlier };
        }
        const message = await client.messages.create({ to: recipient, from: settings.from, body });
        return { providerId: message.sid };
      } catch (error) {
        throw twilioSendError(error);
      }
    },
  };
}

/** The sender for this environment. */
export async function smsSenderFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<MessageSender> {
  const settings = twilioSettingsFromEnv(env);
  return settings ? createTwilioSender(settings) : logSender;
}
