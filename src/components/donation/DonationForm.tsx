// The donation pledge form and its thank-you panel. The pledge is stored by POST /api/donations; no card details
// are ever asked for: card and mobile payments are completed with the provider, bank transfers quote the reference.
// Its texts come from the page, in the page's language (docs/i18n.md).
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { sendJson } from '../../lib/api-client.ts';
import { formatLkr } from '../../lib/format.ts';
import {
  DONATION_PRESETS,
  type DonationPledgeInput,
  type DonationReceipt,
  donationPledgeSchema,
} from '../../shared/donations/donation-schema.ts';
import type { BankAccount } from '../../shared/donations/next-step.ts';
import { DONATION_TYPES, PAYMENT_METHODS } from '../../shared/enums.ts';
import { useHydrated } from '../contact/use-hydrated.ts';
import Field from '../forms/Field.tsx';
import TextField from '../forms/TextField.tsx';
import { useForm } from '../forms/use-form.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
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
  const { errors, sending, clearError, check, send } = useForm<DonationField>({
    idPrefix: 'donation',
    order: FIELDS,
    messages,
  });
  const hydrated = useHydrated();
  const [receipt, setReceipt] = useState<DonationReceipt | null>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const [returned, setReturned] = useState(false);

  useEffect(() => {
    if (receipt) thanksHeading.current?.focus();
    else if (returned) formHeading.current?.focus();
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
        headingRef={thanksHeading}
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

      <fieldset className="field" aria-describedby={describedBy('donationType')}>
        <legend className="required">{t.donationType}</legend>
        <div className="choices two">
          {DONATION_TYPES.map((type, index) => (
            <label key={type} className="choice">
              <input
                type="radio"
                name="donationType"
                value={type}
                id={index === 0 ? 'donation-donationType' : undefined}
                checked={form.donationType === type}
                onChange={() => set('donationType', type, 'donationType')}
                aria-invalid={errors.donationType ? true : undefined}
              />
              <span>
                <strong>{t.types[type].label}</strong>
                <small>{t.types[type].hint}</small>
              </span>
            </label>
          ))}
        </div>
        {error('donationType')}
      </fieldset>

      <fieldset className="field" aria-describedby={describedBy('paymentMethod')}>
        <legend className="required">{t.paymentMethod}</legend>
        <div className="choices three">
          {PAYMENT_METHODS.map((method, index) => (
            <label key={method} className="choice">
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                id={index === 0 ? 'donation-paymentMethod' : undefined}
                checked={form.paymentMethod === method}
                onChange={() => set('paymentMethod', method, 'paymentMethod')}
                aria-invalid={errors.paymentMethod ? true : undefined}
              />
              <span>
                <strong>{t.methods[method].label}</strong>
                <small>{t.methods[method].hint}</small>
              </span>
            </label>
          ))}
        </div>
        <p className="field-hint">{t.noCardNumbers}</p>
        {error('paymentMethod')}
      </fieldset>

      <div className="row">
        <TextField
          id="donation-donorName"
          label={f.fullName}
          name="donorName"
          required
          error={errors.donorName}
          autoComplete="name"
          value={form.donorName}
          onValue={(value) => set('donorName', value, 'donorName')}
        />
        <TextField
          id="donation-email"
          label={f.email}
          name="email"
          required
          error={errors.email}
          type="email"
          autoComplete="email"
          value={form.email}
          onValue={(value) => set('email', value, 'email')}
        />
      </div>
      <TextField
        id="donation-phone"
        label={t.phoneOptional}
        name="phone"
        error={errors.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={form.phone}
        onValue={(value) => set('phone', value, 'phone')}
      />
      <div className="field checkbox">
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
