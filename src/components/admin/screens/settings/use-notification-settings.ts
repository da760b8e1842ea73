// The notification settings' answers as typed, their messages, and Save: checked with the server's schema (focus on
// the first wrong field), sent with the time the settings were read, so a save made meanwhile by someone else is not
// undone (409: the screen reloads what is there now).
import { type SubmitEvent, useState } from 'react';
import {
  RETENTION_CLASSES,
  type RetentionClass,
  type RetentionDays,
  type Settings,
  settingsSchema,
} from '../../../../shared/settings/settings-schema.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';
import type { RetentionInputs } from './RetentionFields.tsx';

const asInputs = (days: RetentionDays) =>
  Object.fromEntries(RETENTION_CLASSES.map((kind) => [kind, String(days[kind])])) as RetentionInputs;

/** The input a schema issue's path points at. */
function inputOf([field, kind]: PropertyKey[]): string {
  return field === 'retention'
    ? `#retention-${String(kind)}`
    : field === 'patientNoticeHours'
      ? '#patient-notice-hours'
      : field === 'waitlistHoldMinutes'
        ? '#waitlist-hold-minutes'
        : '#admin-sms-number';
}

export function useNotificationSettings(
  initial: Settings,
  openedAt: string | null,
  onChangedElsewhere: () => Promise<unknown>,
) {
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
      event.currentTarget.querySelector<HTMLElement>(inputOf(issues[0]?.path ?? []))?.focus();
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

  return {
    values: { number, notifications, smsAbroad, whatsappSoonReminder, retention, noticeHours, holdMinutes },
    set: {
      setNumber,
      setNotifications,
      setSmsAbroad,
      setWhatsappSoonReminder,
      setRetention,
      setNoticeHours,
      setHoldMinutes,
    },
    errors: { error, noticeError, holdError, retentionErrors },
    saving: saving.busy,
    save,
  };
}
