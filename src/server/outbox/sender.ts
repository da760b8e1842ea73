// What the dispatcher hands a channel's sender: one outbox row. A sender throws when the message did not go.
export interface OutboxMessage {
  /** The outbox row's id: an e-mail's Message-ID is made of it, so a receiving server can spot a repeat. */
  id: string;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  /** Attachments with base64 content, as the outbox stores them. */
  attachments: { filename: string; contentType: string; content: string }[];
  /** A WhatsApp row's template and values (whatsapp/whatsapp-messages.ts); null for a free-form one. */
  template?: unknown;
  /**
   * Set when an earlier attempt was handed to the provider and its outcome is unknown (no answer came, or the
   * process ended before the row was marked sent): when that attempt began. A sender that can ask its provider
   * looks the message up before sending it again; null or absent, no attempt can have gone.
   */
  unresolvedSince?: Date | null;
}

export interface SentMessage {
  providerId: string;
}

export interface MessageSender {
  send(message: OutboxMessage): Promise<SentMessage>;
}

/** The provider answered that it did not take the message: a retry sends it without asking first. */
export class NotSentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotSentError';
  }
}

/** A failure the provider will repeat whatever we do (a bad number): not retried. */
export class PermanentSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentSendError';
  }
}
