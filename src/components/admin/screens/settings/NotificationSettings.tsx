// The staff SMS number, which events notify staff by SMS and e-mail, the patients' notice policy, and how long
// personal data is kept.
import type { Settings } from '../../../../shared/settings/settings-schema.ts';
import MessageSwitches from './MessageSwitches.tsx';
import NotificationEventsTable from './NotificationEventsTable.tsx';
import NumberSetting from './NumberSetting.tsx';
import RetentionFields from './RetentionFields.tsx';
import StaffSmsNumberField from './StaffSmsNumberField.tsx';
import { useNotificationSettings } from './use-notification-settings.ts';

interface Props {
  initial: Settings;
  /** When `initial` was saved: sent with the save, so one made meanwhile by someone else is not undone. */
  savedAt: string | null;
  /** Someone else saved after `savedAt` (409): reload what is there now. */
  onChangedElsewhere: () => Promise<unknown>;
}

export default function NotificationSettings({ initial, savedAt: openedAt, onChangedElsewhere }: Props) {
  const { values, set, errors, saving, save } = useNotificationSettings(initial, openedAt, onChangedElsewhere);
  return (
    <form className="as-panel" onSubmit={save} noValidate aria-labelledby="notify-title">
      <h2 id="notify-title">Notifications and retention</h2>
      <StaffSmsNumberField
        id="admin-sms-number"
        value={values.number}
        error={errors.error}
        hint="New bookings are texted to this number (and to the doctor)."
        onChange={set.setNumber}
      />
      <NotificationEventsTable notifications={values.notifications} onChange={set.setNotifications} />
      <MessageSwitches
        smsAbroad={values.smsAbroad}
        whatsappSoonReminder={values.whatsappSoonReminder}
        onSmsAbroad={set.setSmsAbroad}
        onWhatsappSoonReminder={set.setWhatsappSoonReminder}
      />
      <NumberSetting
        id="patient-notice-hours"
        label="Patients may move or cancel online until (hours before the visit)"
        hint="After that, their private link says to call the centre and shows its number."
        min={0}
        max={168}
        value={values.noticeHours}
        error={errors.noticeError}
        onChange={set.setNoticeHours}
      />
      <NumberSetting
        id="waitlist-hold-minutes"
        label="Minutes a freed place is held for the person on the waitlist"
        hint="Then the offer passes to the next person waiting (default 30)."
        min={10}
        max={240}
        value={values.holdMinutes}
        error={errors.holdError}
        onChange={set.setHoldMinutes}
      />
      <RetentionFields values={values.retention} errors={errors.retentionErrors} onChange={set.setRetention} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
