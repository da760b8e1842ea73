// The donation pledge form and its thank-you panel. The pledge is stored by POST /api/donations; no card details
// are ever asked for: card and mobile payments are completed with the provider, bank transfers quote the reference.
// Its texts come from the page, in the page's language (docs/i18n.md).
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import {
  DONATION_PRESETS,
  type DonationPledgeInput,
  type DonationReceipt,
  donationPledgeSchema,
} from '../../shared/donations/donation-schema.ts';
import type { BankAccount } from '../../shared/donations/next-step.ts';
import { DONATION_TYPES, PAYMENT_METHODS } from '../../shared/enums.ts';
import { sendJson } from '../../shared/utils/api-client.ts';
import { formatLkr } from '../../shared/utils/format.ts';
import Field from '../forms/Field.tsx';
import { PERSON_INPUTS } from '../forms/person-inputs.ts';
import TextField from '../forms/TextField.tsx';
import { useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import ChoiceFieldset from './ChoiceFieldset.tsx';
import DonationThanks from './DonationThanks.tsx';

type DonationField = 'amount' | 'donationType' | 'paymentMethod' | 'donorName' | 'email' | 'phone' | 'message';
const FIELDS: readonly DonationField[] = [
  'amount',
  'donationType',
  'paymentMethod',
  'donorName',
  'email',
  'phone',
  'message',
];

interface FormState {
  preset: number | null;
  customAmount: string;
  donationType: string;
  paymentMethod: string;
  donorName: string;
  email: string;
  phone: string;
  isAnonymous: boolean;
  message: string;
}

const EMPTY: FormState = {
  preset: null,
  customAmount: '',
  donationType: '',
  paymentMethod: '',
  donorName: '',
  email: '',
  phone: '',
  isAnonymous: false,
  message: '',
};

interface Props {
  bank: BankAccount;
  locale: Locale;
  messages: Pick<Messages, 'donation' | 'fields'>;
}

function DonationForm({ bank, locale, messages }: Props) {
  const { donation: t, fields: f } = messages;
  const [form, setForm] = useState(EMPTY);
  const { errors, sending, clearError, check, send, field } = useForm<DonationField>({
    idPrefix: 'donation',
    order: FIELDS,
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

  const set = <Key extends keyof FormState>(key: Key, value: FormState[Key], field?: DonationField) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (field) clearError(field);
  };

  const payload = (): DonationPledgeInput => ({
    amount: form.preset ?? form.customAmount,
    donationType: form.donationType as DonationPledgeInput['donationType'],
    paymentMethod: form.paymentMethod as DonationPledgeInput['paymentMethod'],
    donorName: form.donorName,
    email: form.email,
    phone: form.phone,
    isAnonymous: form.isAnonymous,
    message: form.message,
  });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const pledge = check(donationPledgeSchema, payload());
    if (!pledge) return;
    const sentPledge = await send(
      () => sendJson<DonationReceipt>('POST', '/api/donations', pledge, t.sendFailed),
      t.notSent,
    );
    if (!sentPledge) return;
    setForm(EMPTY);
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
  const text = (name: 'donorName' | 'email' | 'phone') => ({
    ...field(name),
    value: form[name],
    onValue: (value: string) => set(name, value, name),
  });

  return (
    <form noValidate onSubmit={submit}>
      <h2 ref={formHeading} tabIndex={-1}>
        {t.formHeading}
      </h2>
      <fieldset className="field">
        <legend className="required">{t.amount}</legend>
        <div className="presets">
          {DONATION_PRESETS.map((preset, index) => (
            <label key={preset} className="choice preset">
              <input
                type="radio"
                name="preset"
                id={index === 0 ? 'donation-amount' : undefined}
                checked={form.preset === preset}
                onChange={() => {
                  setForm((current) => ({ ...current, preset, customAmount: '' }));
                  clearError('amount');
                }}
              />
              <span>{formatLkr(preset, locale)}</span>
            </label>
          ))}
        </div>
        <label htmlFor="donation-custom-amount">{t.otherAmount}</label>
        <input
          id="donation-custom-amount"
          name="customAmount"
          inputMode="numeric"
          placeholder={t.amountExample}
          value={form.customAmount}
          onChange={(event) => {
            const value = event.target.value;
            setForm((current) => ({ ...current, customAmount: value, preset: value ? null : current.preset }));
            clearError('amount');
          }}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={describedBy('amount')}
        />
        {error('amount')}
      </fieldset>

      <ChoiceFieldset {...choice('donationType')} options={DONATION_TYPES} texts={t.types} columns="two" />
      <ChoiceFieldset {...choice('paymentMethod')} options={PAYMENT_METHODS} texts={t.methods} columns="three">
        <p className="field-hint">{t.noCardNumbers}</p>
      </ChoiceFieldset>

      <div className="row">
        <TextField {...text('donorName')} {...PERSON_INPUTS.name} label={f.fullName} required />
        <TextField {...text('email')} {...PERSON_INPUTS.email} label={f.email} required />
      </div>
      <TextField {...text('phone')} {...PERSON_INPUTS.phone} label={t.phoneOptional} />
      <div className="field checkbox-row">
        <input
          id="donation-isAnonymous"
          type="checkbox"
          checked={form.isAnonymous}
          onChange={(event) => set('isAnonymous', event.target.checked)}
        />
        <label htmlFor="donation-isAnonymous">{t.anonymous}</label>
      </div>
      <Field id="donation-message" label={t.messageOptional} error={errors.message}>
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            rows={3}
            value={form.message}
            onChange={(event) => set('message', event.target.value, 'message')}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-accent submit" disabled={sending || !hydrated}>
        {sending ? t.sending : t.donate}
      </button>
    </form>
  );
}

export default withErrorBoundary(DonationForm);
