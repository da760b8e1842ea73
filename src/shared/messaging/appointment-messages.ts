// What staff see of the messages a visit's patient was sent (the appointment's details): by which channel, how far
// each got and when, so they know which channel reached the patient. Browser-safe.
import { z } from 'zod';
import type { OUTBOX_STATUSES, OutboxChannel } from '../enums.ts';

export const appointmentMessagesQuerySchema = z.object({
  id: z.uuid({ error: 'Unknown appointment' }),
});

export interface AppointmentMessage {
  id: string;
  channel: OutboxChannel;
  /** The outbox's own state: pending, sending, sent, failed. */
  status: (typeof OUTBOX_STATUSES)[number];
  /** What Twilio last reported (sent, delivered, read, failed, undelivered), when it did. */
  delivery_status: string | null;
  delivery_status_at: string | null;
  /** Queued, and sent (null until it went). */
  created_at: string;
  sent_at: string | null;
  /** The WhatsApp template's name, null for an SMS, an e-mail or a free-form reply. */
  template: string | null;
  /** Set on the SMS sent in place of a WhatsApp message that failed. */
  fallback_for: string | null;
}

export const CHANNEL_LABELS: Record<OutboxChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail' };
