// The amount: a preset (choosing one empties the amount typed) or another amount (typing one unchecks the preset).
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { DONATION_PRESETS } from '../../shared/donations/donation-schema.ts';
import { formatLkr } from '../../shared/utils/format.ts';

interface Props {
  preset: number | null;
  customAmount: string;
  error: string | undefined;
  t: Messages['donation'];
  locale: Locale;
  onPreset: (preset: number) => void;
  onCustom: (value: string) => void;
}

export default function AmountFieldset({ preset, customAmount, error, t, locale, onPreset, onCustom }: Props) {
  return (
    <fieldset className="field">
      <legend className="required">{t.amount}</legend>
      <div className="presets">
        {DONATION_PRESETS.map((amount, index) => (
          <label key={amount} className="choice preset">
            <input
              type="radio"
              name="preset"
              id={index === 0 ? 'donation-amount' : undefined}
              checked={preset === amount}
              onChange={() => onPreset(amount)}
            />
            <span>{formatLkr(amount, locale)}</span>
          </label>
        ))}
      </div>
      <label htmlFor="donation-custom-amount">{t.otherAmount}</label>
      <input
        id="donation-custom-amount"
        name="customAmount"
        inputMode="numeric"
        placeholder={t.amountExample}
        value={customAmount}
        onChange={(event) => onCustom(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'donation-amount-error' : undefined}
      />
      {error && (
        <p className="field-error" id="donation-amount-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
