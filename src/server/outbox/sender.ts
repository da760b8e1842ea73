// What the dispatcher hands a channel's sender: one outbox row. A sender throws when the message did not go.
export interface OutboxMessage {
  id: string;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
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
