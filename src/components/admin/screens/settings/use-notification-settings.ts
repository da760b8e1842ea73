// The notification settings' answers as typed, their messages, and Save: checked with the server's schema (useForm, a
// message per retention class, focus on the first wrong field), sent with the time the settings were read, so a save
// made meanwhile by someone else is not undone (409: the screen reloads what is there now).
import { type SubmitEvent, useState } from 'react';
import {
  RETENTION_CLASSES,
  type RetentionClass,
  type RetentionDays,
  type Settings,
  settingsSchema,
} from '../../../../shared/settings/settings-schema.ts';
import { useForm } from '../../../forms/use-form.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';
import type { RetentionInputs } from './RetentionFields.tsx';

const asInputs = (days: RetentionDays) =>
  Object.fromEntries(RETENTION_CLASSES.map((kind) => [kind, String(days[kind])])) as RetentionInputs;

/** The fields in the order they are on screen; each input's id (RetentionFields: `retention-<class>`). */
const ORDER = [
  'adminSmsNumber',
  'patientNoticeHours',
  'waitlistHoldMinutes',
  ...RETENTION_CLASSES.map((kind) => `retention.${kind}`),
];
const INPUT_IDS: Record<string, string> = {
  adminSmsNumber: 'admin-sms-number',
  patientNoticeHours: 'patient-notice-hours',
  waitlistHoldMinutes: 'waitlist-hold-minutes',
};
const inputId = (field: string) => INPUT_IDS[field] ?? field.replace('.', '-');

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
  const form = useForm<string>({ idPrefix: 'settings', order: ORDER, messages: {}, inputId, nested: true });
  const saving = useAdminActions();

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const days = Object.fromEntries(
      RETENTION_CLASSES.map((kind) => [kind, retention[kind].trim() === '' ? Number.NaN : Number(retention[kind])]),
    );
    const settings = form.check(settingsSchema, {
      adminSmsNumber: number.trim() || null,
      notifications,
      smsAbroad,
      whatsappSoonReminder,
      retention: days,
      patientNoticeHours: noticeHours.trim() === '' ? Number.NaN : Number(noticeHours),
      waitlistHoldMinutes: holdMinutes.trim() === '' ? Number.NaN : Number(holdMinutes),
    });
    if (!settings) return;
    await saving.run({
      send: () =>
        adminSend<{ savedAt: string }>(
          'PUT',
          '/api/admin/settings',
          { ...settings, savedAt },
          'Failed to save settings',
        ),
      success: { title: 'Settings saved' },
      failure: 'Failed to save settings',
      onSuccess: (body) => {
        setNumber(settings.adminSmsNumber ?? '');
        setRetention(asInputs(settings.retention));
        setSavedAt(body.savedAt);
      },
      onFailure: async (failure) => {
        if (failure instanceof ApiError && failure.status === 409) await onChangedElsewhere();
        else if (failure instanceof ApiError) form.showErrors(failure.fields);
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
    errors: {
      error: form.errors.adminSmsNumber,
      noticeError: form.errors.patientNoticeHours,
      holdError: form.errors.waitlistHoldMinutes,
      retentionErrors: Object.fromEntries(
        RETENTION_CLASSES.map((kind) => [kind, form.errors[`retention.${kind}`]]),
      ) as Partial<Record<RetentionClass, string>>,
    },
    saving: saving.busy,
    save,
  };
}
