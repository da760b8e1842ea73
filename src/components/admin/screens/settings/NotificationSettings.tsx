// The staff SMS number, which events notify staff by SMS and e-mail, and the patients' notice policy.
import { type SubmitEvent, useState } from 'react';
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type Settings,
  settingsSchema,
} from '../../../../shared/settings/settings-schema.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';
import Table from '../shared/Table.tsx';

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
  const [noticeHours, setNoticeHours] = useState(String(initial.patientNoticeHours));
  const [error, setError] = useState<string>();
  const [noticeError, setNoticeError] = useState<string>();
  const saving = useAdminActions();

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const patientNoticeHours = noticeHours.trim() === '' ? Number.NaN : Number(noticeHours);
    const fields = { adminSmsNumber: number.trim() || null, notifications, smsAbroad, patientNoticeHours };
    const parsed = settingsSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const onNotice = issue?.path[0] === 'patientNoticeHours';
      setError(onNotice ? undefined : issue?.message);
      setNoticeError(onNotice ? issue?.message : undefined);
      event.currentTarget.querySelector<HTMLElement>(onNotice ? '#patient-notice-hours' : '#admin-sms-number')?.focus();
      return;
    }
    setError(undefined);
    setNoticeError(undefined);
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
        setSavedAt(body.savedAt);
      },
      onFailure: async (failure) => {
        if (failure instanceof ApiError && failure.status === 409) await onChangedElsewhere();
        else if (failure instanceof ApiError) {
          setError(failure.fields.adminSmsNumber);
          setNoticeError(failure.fields.patientNoticeHours);
        }
      },
    });
  }

  return (
    <form className="as-panel" onSubmit={save} noValidate aria-labelledby="notify-title">
      <h2 id="notify-title">Notifications</h2>
      <div className="field">
        <label htmlFor="admin-sms-number">Staff SMS number</label>
        <input
          id="admin-sms-number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="077 123 4567"
          value={number}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-sms-number-error admin-sms-number-hint' : 'admin-sms-number-hint'}
          onChange={(event) => setNumber(event.target.value)}
        />
        <p className="field-hint" id="admin-sms-number-hint">
          New bookings are texted to this number (and to the doctor).
        </p>
        {error && (
          <p className="field-error" id="admin-sms-number-error">
            {error}
          </p>
        )}
      </div>
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
        <label htmlFor="patient-notice-hours">Patients may move or cancel online until (hours before the visit)</label>
        <input
          id="patient-notice-hours"
          type="number"
          inputMode="numeric"
          min={0}
          max={168}
          step={1}
          value={noticeHours}
          aria-invalid={noticeError ? true : undefined}
          aria-describedby={
            noticeError ? 'patient-notice-hours-error patient-notice-hours-hint' : 'patient-notice-hours-hint'
          }
          onChange={(event) => setNoticeHours(event.target.value)}
        />
        <p className="field-hint" id="patient-notice-hours-hint">
          After that, their private link says to call the centre and shows its number.
        </p>
        {noticeError && (
          <p className="field-error" id="patient-notice-hours-error">
            {noticeError}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={saving.busy}>
          {saving.busy ? 'Saving...' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
