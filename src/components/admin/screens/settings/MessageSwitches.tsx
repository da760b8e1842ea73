// Two switches of the patients' messages: SMS to numbers abroad, and the second WhatsApp reminder.
interface Props {
  smsAbroad: boolean;
  whatsappSoonReminder: boolean;
  onSmsAbroad: (on: boolean) => void;
  onWhatsappSoonReminder: (on: boolean) => void;
}

export default function MessageSwitches({
  smsAbroad,
  whatsappSoonReminder,
  onSmsAbroad,
  onWhatsappSoonReminder,
}: Props) {
  return (
    <>
      <div className="field">
        <label>
          <input type="checkbox" checked={smsAbroad} onChange={(change) => onSmsAbroad(change.target.checked)} /> Send
          patients' SMS to numbers outside Sri Lanka
        </label>
        <p className="field-hint">
          Off: only +94 numbers get a text; patients with a foreign number still book and get the e-mail.
        </p>
      </div>
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={whatsappSoonReminder}
            onChange={(change) => onWhatsappSoonReminder(change.target.checked)}
          />{' '}
          Send a second WhatsApp reminder 3 hours before the visit
        </label>
        <p className="field-hint">
          Only to patients who chose WhatsApp at booking, with the Confirm, Cancel and Another time buttons.
        </p>
      </div>
    </>
  );
}
