// The thank-you panel after a pledge: the amount, the reference, and how to complete the gift (bank details, or
// the provider's next step for card and mobile payments), in the page's language.
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { fill } from '../../i18n/translate.ts';
import type { DonationReceipt } from '../../shared/donations/donation-schema.ts';
import { type BankAccount, nextStepText } from '../../shared/donations/next-step.ts';
import { formatLkr } from '../../shared/utils/format.ts';
import SuccessPanel from '../forms/SuccessPanel.tsx';

interface Props {
  receipt: DonationReceipt;
  bank: BankAccount;
  locale: Locale;
  t: Messages['donation'];
  onAnother: () => void;
}

function BankDetails({ bank, reference, t }: { bank: BankAccount; reference: string; t: Messages['donation'] }) {
  return (
    <div className="bank">
      <p>{t.transferTo}</p>
      <dl>
        <dt>{t.accountName}</dt>
        <dd>{bank.accountName}</dd>
        <dt>{t.bank}</dt>
        <dd>{fill(t.bankBranch, { bank: bank.bank, branch: bank.branch })}</dd>
        <dt>{t.accountNumber}</dt>
        <dd>{bank.accountNumber}</dd>
        <dt>{t.swift}</dt>
        <dd translate="no">{bank.swift}</dd>
        <dt>{t.paymentDescription}</dt>
        <dd translate="no">{reference}</dd>
      </dl>
      <p>{bank.instructions}</p>
    </div>
  );
}

export default function DonationThanks({ receipt, bank, locale, t, onAnother }: Props) {
  const pledged = formatLkr(receipt.amount, locale);
  const amount = receipt.donationType === 'monthly' ? fill(t.perMonth, { amount: pledged }) : pledged;
  const [before = '', after = ''] = t.received.split('{amount}');
  const { reference } = receipt;
  return (
    <SuccessPanel className="thanks" icon="heart-handshake" heading={t.thanksHeading}>
      <p>
        {before}
        <strong>{amount}</strong>
        {after}
      </p>
      <p className="reference">
        {t.reference}{' '}
        <strong data-reference translate="no">
          {reference}
        </strong>
      </p>
      <h3>{t.nextStep}</h3>
      {receipt.paymentMethod === 'bank' ? (
        <BankDetails bank={bank} reference={reference} t={t} />
      ) : (
        <p>{nextStepText(receipt.paymentMethod, reference, t)}</p>
      )}
      <button type="button" className="btn btn-primary" onClick={onAnother}>
        {t.another}
      </button>
    </SuccessPanel>
  );
}
