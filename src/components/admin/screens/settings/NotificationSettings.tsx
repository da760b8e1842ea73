// The staff SMS number, which events notify staff by SMS and e-mail, the patients' notice policy, and how long
// personal data is kept.
import { type SubmitEvent, useState } from 'react';
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  RETENTION_CLASSES,
  type RetentionClass,
  type RetentionDays,
  type Settings,
  settingsSchema,
} from '../../../../shared/settings/settings-schema.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';
import Table from '../shared/Table.tsx';
import NumberSetting from './NumberSetting.tsx';
import RetentionFields, { type RetentionInputs } from './RetentionFields.tsx';
import StaffSmsNumberField from './StaffSmsNumberField.tsx';

const asInputs = (days: RetentionDays) =>
  Object.fromEntries(RETENTION_CLASSES.map((kind) => [kind, String(days[kind])])) as RetentionInputs;

interface Props {
  initial: Settings;
  /** When `initial` was saved: sent with the save, so one made meanwhile by someone else is not undone. */
  savedAt: string | null;
  /** Someone else saved after `savedAt` (409): reload what is there now. */
  onChangedElsewhere: () => Promise<unknown>;
}

export default function NotificationSettings({ initial, savedAt: openedAt, onChangedElsewhere }: Props) {
  const [savedAt, setSavedAt] = useState(openedAt);
  const [number, setNumber] = useState(initial.adminSmsNumber ?? '');
  const [notifications, setNotifications] = useState(initial.notifications);
  const [smsAbroad, setSmsAbroad] = useState(initial.smsAbroad);
  const [whatsappSoonReminder, setWhatsappSoonReminder] = useState(initial.whatsappSoonReminder);
  const [retention, setRetention] = useState(() => asInputs(initial.retention));
  const [noticeHours, setNoticeHours] = useState(String(initial.patientNoticeHours));
  const [holdMinutes, setHoldMinutes] = useState(String(initial.waitlistHoldMinutes));
  const [error, setError] = useState<string>();
  const [noticeError, setNoticeError] = useState<string>();
  const [holdError, setHoldError] = useState<string>();
  const [retentionErrors, setRetentionErrors] = useState<Partial<Record<RetentionClass, string>>>({});
  const saving = useAdminActions();

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const days = Object.fromEntries(
      RETENTION_CLASSES.map((kind) => [kind, retention[kind].trim() === '' ? Number.NaN : Number(retention[kind])]),
    );
    const parsed = settingsSchema.safeParse({
      adminSmsNumber: number.trim() || null,
      notifications,
      smsAbroad,
      whatsappSoonReminder,
      retention: days,
      patientNoticeHours: noticeHours.trim() === '' ? Number.NaN : Number(noticeHours),
      waitlistHoldMinutes: holdMinutes.trim() === '' ? Number.NaN : Number(holdMinutes),
    });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setError(issues.find((issue) => issue.path[0] === 'adminSmsNumber')?.message);
      setNoticeError(issues.find((issue) => issue.path[0] === 'patientNoticeHours')?.message);
      setHoldError(issues.find((issue) => issue.path[0] === 'waitlistHoldMinutes')?.message);
      setRetentionErrors(
        Object.fromEntries(
          issues.filter((issue) => issue.path[0] === 'retention').map((issue) => [issue.path[1], issue.message]),
        ),
      );
      const [field, kind] = issues[0]?.path ?? [];
      const first =
        field === 'retention'
          ? `#retention-${String(kind)}`
          : field === 'patientNoticeHours'
            ? '#patient-notice-hours'
            : field === 'waitlistHoldMinutes'
              ? '#waitlist-hold-minutes'
              : '#admin-sms-number';
      event.currentTarget.querySelector<HTMLElement>(first)?.focus();
      return;
    }
    setRetentionErrors({});
    setError(undefined);
    setNoticeError(undefined);
    setHoldError(undefined);
    await saving.run({
      send: () =>
        adminSend<{ savedAt: string }>(
          'PUT',
          '/api/admin/settings',
          { ...parsed.data, savedAt },
          'Failed to save settings',
        ),
      success: { title: 'Settings saved' },
      failure: 'Failed to save settings',
      onSuccess: (body) => {
        setNumber(parsed.data.adminSmsNumber ?? '');
        setRetention(asInputs(parsed.data.retention));
        setSavedAt(body.savedAt);
      },
      onFailure: async (failure) => {
        if (failure instanceof ApiError && failure.status === 409) await onChangedElsewhere();
        else if (failure instanceof ApiError) {
          setError(failure.fields.adminSmsNumber);
          setNoticeError(failure.fields.patientNoticeHours);
          setHoldError(failure.fields.waitlistHoldMinutes);
        }
      },
    });
  }

  return (
    <form className="as-panel" onSubmit={save} noValidate aria-labelledby="notify-title">
      <h2 id="notify-title">Notifications and retention</h2>
      <StaffSmsNumberField
        id="admin-sms-number"
        value={number}
        error={error}
        hint="New bookings are texted to this number (and to the doctor)."
        onChange={setNumber}
      />
      <Table caption="Which events notify staff" columns={['Event', 'SMS', 'Email']}>
        {(Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[]).map((event) => (
          <tr key={event}>
            <th scope="row">{NOTIFICATION_EVENTS[event]}</th>
            {(['sms', 'email'] as const).map((channel) => (
              <td key={channel}>
                <input
                  type="checkbox"
                  aria-label={`${NOTIFICATION_EVENTS[event]}: ${channel === 'sms' ? 'SMS' : 'Email'}`}
                  checked={notifications[event][channel]}
                  onChange={(change) =>
                    setNotifications({
                      ...notifications,
                      [event]: { ...notifications[event], [channel]: change.target.checked },
                    })
                  }
                />
              </td>
            ))}
          </tr>
        ))}
      </Table>
      <div className="field">
        <label>
          <input type="checkbox" checked={smsAbroad} onChange={(change) => setSmsAbroad(change.target.checked)} /> Send
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
            onChange={(change) => setWhatsappSoonReminder(change.target.checked)}
          />{' '}
          Send a second WhatsApp reminder 3 hours before the visit
        </label>
        <p className="field-hint">
          Only to patients who chose WhatsApp at booking, with the Confirm, Cancel and Another time buttons.
        </p>
      </div>
      <NumberSetting
        id="patient-notice-hours"
        label="Patients may move or cancel online until (hours before the visit)"
        hint="After that, their private link says to call the centre and shows its number."
        min={0}
        max={168}
        value={noticeHours}
        error={noticeError}
        onChange={setNoticeHours}
      />
      <NumberSetting
        id="waitlist-hold-minutes"
        label="Minutes a freed place is held for the person on the waitlist"
        hint="Then the offer passes to the next person waiting (default 30)."
        min={10}
        max={240}
        value={holdMinutes}
        error={holdError}
        onChange={setHoldMinutes}
      />
      <RetentionFields values={retention} errors={retentionErrors} onChange={setRetention} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={saving.busy}>
          {saving.busy ? 'Saving...' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
