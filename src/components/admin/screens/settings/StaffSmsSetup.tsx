// A fresh install has no staff SMS number, so booking texts reach only the doctor (docs/product-rules.md "Fresh
// install"). For people who may change the settings (role admin) the dashboard asks for it first (a step above the
// figures they may skip, remembered in this browser), then reminds them while it is empty, with a link to Settings.
// The number is checked by the Settings screen's own rule and saved to the same setting, through the same PUT.
import { type SubmitEvent, useState } from 'react';
import { type Settings, settingsSchema } from '../../../../shared/settings/settings-schema.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { useForm } from '../../../forms/use-form.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import type { AdminScreenProps } from '../../admin-session.ts';
import { Icon } from '../../icons.tsx';
import { followLink } from '../../router.ts';
import { useAdminData } from '../../use-admin-data.ts';
import StaffSmsNumberField from './StaffSmsNumberField.tsx';

const numberSchema = settingsSchema.shape.adminSmsNumber.unwrap();
const skippedKey = (userId: string) => `hw-admin:staff-sms-skipped:${userId}`;

function wasSkipped(userId: string): boolean {
  try {
    return localStorage.getItem(skippedKey(userId)) === '1';
  } catch {
    return false;
  }
}

function rememberSkip(userId: string) {
  try {
    localStorage.setItem(skippedKey(userId), '1');
  } catch {
    // Private mode: the dialog asks again next time, which is harmless.
  }
}

interface SettingsAnswer {
  settings: Settings;
  savedAt: string | null;
}

export default function StaffSmsSetup({ user }: Pick<AdminScreenProps, 'user'>) {
  const mayChange = user.role === 'admin';
  const { data, setData, reload } = useAdminData<SettingsAnswer>(
    mayChange ? '/api/admin/settings' : null,
    'Failed to fetch settings',
  );
  const [asking, setAsking] = useState(() => !wasSkipped(user.id));
  const [number, setNumber] = useState('');
  const form = useForm<'adminSmsNumber'>({ idPrefix: 'first-sms', messages: {}, inputId: () => 'first-sms-number' });

  if (!mayChange || !data || data.settings.adminSmsNumber) return null;

  function skip() {
    rememberSkip(user.id);
    setAsking(false);
  }

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = numberSchema.safeParse(number.trim());
    // Not form.check: an empty number has a message of its own, which points to Skip.
    form.showErrors(
      parsed.success
        ? {}
        : {
            adminSmsNumber: number.trim()
              ? parsed.error.issues[0]?.message
              : 'Enter the staff SMS number, or choose Skip for now',
          },
    );
    if (!parsed.success) return;
    const current = data as SettingsAnswer;
    const sent = await form.send(
      () =>
        adminSend<SettingsAnswer>(
          'PUT',
          '/api/admin/settings',
          { ...current.settings, adminSmsNumber: parsed.data, savedAt: current.savedAt },
          'Failed to save settings',
        ).catch((failure: unknown) => {
          // Someone saved the settings meanwhile: theirs are loaded (with a number, this step goes).
          if (failure instanceof ApiError && failure.status === 409) void reload();
          throw failure;
        }),
      'Failed to save settings',
    );
    if (!sent) return;
    showToast({
      type: 'success',
      title: 'Staff SMS number saved',
      message: `Booking texts now also go to ${parsed.data}.`,
    });
    setData({ settings: sent.answer.settings, savedAt: sent.answer.savedAt });
  }

  if (!asking) {
    return (
      <p className="adm-reminder" role="status">
        <Icon name="alert" size={16} />
        <span>
          No staff SMS number yet: booking texts reach only the doctor.{' '}
          <a href="/admin/settings" onClick={(event) => followLink(event)}>
            Add it in Settings
          </a>
        </span>
      </p>
    );
  }

  // A step of its own above the figures rather than a dialog: it asks without standing in the way of the work.
  return (
    <section className="card adm-setup" aria-labelledby="first-sms-title">
      <h2 id="first-sms-title">
        <Icon name="alert" size={18} /> Where should staff booking texts go?
      </h2>
      <form onSubmit={save} noValidate>
        <p>
          No staff SMS number is set yet, so each new booking and cancellation is texted only to the doctor. Add the
          front desk's phone here; you can change it later in{' '}
          <a href="/admin/settings" onClick={(event) => followLink(event)}>
            Settings
          </a>
          .
        </p>
        <StaffSmsNumberField
          id="first-sms-number"
          value={number}
          error={form.errors.adminSmsNumber}
          onChange={setNumber}
        />
        <div className="adm-setup__actions">
          <button type="submit" className="btn btn-primary btn-sm" disabled={form.sending}>
            {form.sending ? 'Saving...' : 'Save number'}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={skip}>
            Skip for now
          </button>
        </div>
      </form>
    </section>
  );
}
