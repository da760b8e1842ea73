// The donation pledge form and its thank-you panel. The pledge is stored by POST /api/donations; no card details
// are ever asked for: card and mobile payments are completed with the provider, bank transfers quote the reference.
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
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

const TYPE_LABELS: Record<(typeof DONATION_TYPES)[number], { label: string; hint: string }> = {
  'one-time': { label: 'One-time', hint: 'A single gift' },
  monthly: { label: 'Monthly', hint: 'Give every month; stop at any time' },
};

const METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], { label: string; hint: string }> = {
  card: { label: 'Card', hint: 'Visa or Mastercard, completed on our payment partner’s secure page' },
  bank: { label: 'Bank transfer', hint: 'We show our account details after your pledge' },
  mobile: { label: 'Mobile pay', hint: 'eZ Cash or mCash' },
};

function DonationForm({ bank }: { bank: BankAccount }) {
  const [form, setForm] = useState(EMPTY);
  const { errors, sending, clearError, check, send } = useForm<DonationField>({ idPrefix: 'donation', order: FIELDS });
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
      () => sendJson<DonationReceipt>('POST', '/api/donations', pledge, 'Your donation could not be sent'),
      'Donation not sent',
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
        Make a Donation
      </h2>
      <fieldset className="field">
        <legend className="required">Amount (LKR)</legend>
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
              <span>{formatLkr(preset)}</span>
            </label>
          ))}
        </div>
        <label htmlFor="donation-custom-amount">Or enter another amount</label>
        <input
          id="donation-custom-amount"
          name="customAmount"
          inputMode="numeric"
          placeholder="e.g. 3000"
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
        <legend className="required">Donation type</legend>
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
                <strong>{TYPE_LABELS[type].label}</strong>
                <small>{TYPE_LABELS[type].hint}</small>
              </span>
            </label>
          ))}
        </div>
        {error('donationType')}
      </fieldset>

      <fieldset className="field" aria-describedby={describedBy('paymentMethod')}>
        <legend className="required">Payment method</legend>
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
                <strong>{METHOD_LABELS[method].label}</strong>
                <small>{METHOD_LABELS[method].hint}</small>
              </span>
            </label>
          ))}
        </div>
        <p className="field-hint">We never ask for your card number on this site, by phone or by e-mail.</p>
        {error('paymentMethod')}
      </fieldset>

      <div className="row">
        <Field id="donation-donorName" label="Full name" required error={errors.donorName}>
          {(aria) => (
            <input
              {...aria}
              name="donorName"
              autoComplete="name"
              value={form.donorName}
              onChange={(event) => set('donorName', event.target.value, 'donorName')}
            />
          )}
        </Field>
        <Field id="donation-email" label="Email address" required error={errors.email}>
          {(aria) => (
            <input
              {...aria}
              name="email"
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(event) => set('email', event.target.value, 'email')}
            />
          )}
        </Field>
      </div>
      <Field id="donation-phone" label="Phone number (optional)" error={errors.phone}>
        {(aria) => (
          <input
            {...aria}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={form.phone}
            onChange={(event) => set('phone', event.target.value, 'phone')}
          />
        )}
      </Field>
      <div className="field checkbox">
        <input
          id="donation-isAnonymous"
          type="checkbox"
          checked={form.isAnonymous}
          onChange={(event) => set('isAnonymous', event.target.checked)}
        />
        <label htmlFor="donation-isAnonymous">Keep my donation anonymous (your name is never published)</label>
      </div>
      <Field id="donation-message" label="Message (optional)" error={errors.message}>
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
        {sending ? 'Sending…' : 'Donate Now'}
      </button>
    </form>
  );
}

export default withErrorBoundary(DonationForm);
