// The donation pledge form and its thank-you panel. The pledge is stored by POST /api/donations; no card details
// are ever asked for: card and mobile payments are completed with the provider, bank transfers quote the reference.
// Its texts come from the page, in the page's language (docs/i18n.md).
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { type DonationReceipt, donationPledgeSchema } from '../../shared/donations/donation-schema.ts';
import type { BankAccount } from '../../shared/donations/next-step.ts';
import { DONATION_TYPES, PAYMENT_METHODS } from '../../shared/enums.ts';
import { sendJson } from '../../shared/utils/api-client.ts';
import { useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import AmountFieldset from './AmountFieldset.tsx';
import ChoiceFieldset from './ChoiceFieldset.tsx';
import DonationThanks from './DonationThanks.tsx';
import DonorFields from './DonorFields.tsx';
import {
  DONATION_FIELDS,
  type DonationField,
  type DonationFormState,
  EMPTY_DONATION,
  pledgeOf,
} from './donation-form-state.ts';

interface Props {
  bank: BankAccount;
  locale: Locale;
  messages: Pick<Messages, 'donation' | 'fields'>;
}

function DonationForm({ bank, locale, messages }: Props) {
  const { donation: t, fields: f } = messages;
  const [form, setForm] = useState(EMPTY_DONATION);
  const { errors, sending, clearError, check, send, field } = useForm<DonationField>({
    idPrefix: 'donation',
    order: DONATION_FIELDS,
    messages,
  });
  const hydrated = useHydrated();
  const [receipt, setReceipt] = useState<DonationReceipt | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const [returned, setReturned] = useState(false);

  // Back from the thank-you panel (which focuses its own heading), the reader starts again at the form's heading.
  useEffect(() => {
    if (!receipt && returned) formHeading.current?.focus();
  }, [receipt, returned]);

  const set = <Key extends keyof DonationFormState>(key: Key, value: DonationFormState[Key], field?: DonationField) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (field) clearError(field);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const pledge = check(donationPledgeSchema, pledgeOf(form));
    if (!pledge) return;
    const sentPledge = await send(
      () => sendJson<DonationReceipt>('POST', '/api/donations', pledge, t.sendFailed),
      t.notSent,
    );
    if (!sentPledge) return;
    setForm(EMPTY_DONATION);
    setReceipt(sentPledge.answer);
  }

  if (receipt) {
    return (
      <DonationThanks
        receipt={receipt}
        bank={bank}
        locale={locale}
        t={t}
        onAnother={() => {
          setReceipt(null);
          setReturned(true);
        }}
      />
    );
  }

  const describedBy = (field: DonationField, hint?: string) =>
    [hint, errors[field] ? `donation-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const error = (field: DonationField) =>
    errors[field] ? (
      <p className="field-error" id={`donation-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const choice = (name: 'donationType' | 'paymentMethod') => ({
    name,
    legend: t[name],
    value: form[name],
    invalid: Boolean(errors[name]),
    describedBy: describedBy(name),
    message: error(name),
    onChoose: (value: string) => set(name, value, name),
  });
  return (
    <form noValidate onSubmit={submit}>
      <h2 ref={formHeading} tabIndex={-1}>
        {t.formHeading}
      </h2>
      <AmountFieldset
        preset={form.preset}
        customAmount={form.customAmount}
        error={errors.amount}
        t={t}
        locale={locale}
        onPreset={(preset) => {
          setForm((current) => ({ ...current, preset, customAmount: '' }));
          clearError('amount');
        }}
        onCustom={(value) => {
          setForm((current) => ({ ...current, customAmount: value, preset: value ? null : current.preset }));
          clearError('amount');
        }}
      />

      <ChoiceFieldset {...choice('donationType')} options={DONATION_TYPES} texts={t.types} columns="two" />
      <ChoiceFieldset {...choice('paymentMethod')} options={PAYMENT_METHODS} texts={t.methods} columns="three">
        <p className="field-hint">{t.noCardNumbers}</p>
      </ChoiceFieldset>

      <DonorFields values={form} field={field} set={set} t={t} f={f} />
      <button type="submit" className="btn btn-accent submit" disabled={sending || !hydrated}>
        {sending ? t.sending : t.donate}
      </button>
    </form>
  );
}

export default withErrorBoundary(DonationForm);
