// The messages sent to the visit's patient, in the appointment's details: which channel (WhatsApp, SMS, e-mail),
// how far each got (Twilio's delivery status where it reported one) and when, so staff see which channel reached
// the patient and that an SMS replaced a WhatsApp message that failed (docs/whatsapp.md).
import { type AppointmentMessage, CHANNEL_LABELS } from '../../../../shared/messaging/appointment-messages.ts';
import { formatInstant } from '../../../../shared/utils/format.ts';
import { useAdminData } from '../../use-admin-data.ts';

const FAILED = new Set(['failed', 'undelivered']);

/** What became of the message, in a word staff read at a glance. */
function statusOf(message: AppointmentMessage): string {
  if (message.delivery_status) return message.delivery_status;
  if (message.status === 'sent') return 'sent';
  if (message.status === 'failed') return 'failed';
  return 'waiting to be sent';
}

export default function AppointmentMessages({ appointmentId }: { appointmentId: string }) {
  const { data, loading, failed } = useAdminData<{ messages: AppointmentMessage[] }>(
    `/api/admin/appointments/messages?id=${encodeURIComponent(appointmentId)}`,
    'Failed to load the messages',
  );
  const messages = data?.messages ?? [];
  return (
    <section className="as-section" aria-label="Messages to the patient">
      <h3>Messages to the patient</h3>
      {loading && !data && <p role="status">Loading...</p>}
      {failed && !data && <p>The messages could not be loaded.</p>}
      {data && messages.length === 0 && <p>No message about this visit yet.</p>}
      {messages.length > 0 && (
        <ul className="as-messages">
          {messages.map((message) => {
            const status = statusOf(message);
            const when = message.delivery_status_at ?? message.sent_at ?? message.created_at;
            return (
              <li key={message.id}>
                <strong>{CHANNEL_LABELS[message.channel]}</strong>
                {message.fallback_for ? ' (instead of WhatsApp)' : ''}:{' '}
                <span className={FAILED.has(status) ? 'as-message-failed' : undefined}>{status}</span>,{' '}
                <time dateTime={when}>{formatInstant(when, 'compact')}</time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
