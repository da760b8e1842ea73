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
  /** 1 on the first attempt. A later one may follow an attempt whose outcome nobody saw. */
  attempts?: number;
  /** When the message was queued: nothing sent before it can be this message. */
  created_at?: Date;
}

export interface SentMessage {
  providerId: string;
}

export interface MessageSender {
  send(message: OutboxMessage): Promise<SentMessage>;
}

/** A failure the provider will repeat whatever we do (a bad number): not retried. */
export class PermanentSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentSendError';
  }
}
