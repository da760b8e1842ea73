// The thank-you panel after a pledge: the amount, the reference, and how to complete the gift (bank details, or
// the provider's next step for card and mobile payments).
import type { Ref } from 'react';
import { formatLkr } from '../../lib/format.ts';
import type { DonationReceipt } from '../../shared/donations/donation-schema.ts';
import { type BankAccount, nextStepText } from '../../shared/donations/next-step.ts';

interface Props {
  receipt: DonationReceipt;
  bank: BankAccount;
  headingRef: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}

export default function DonationThanks({ receipt, bank, headingRef, onAnother }: Props) {
  const amount = `${formatLkr(receipt.amount)}${receipt.donationType === 'monthly' ? ' a month' : ''}`;
  return (
    <div className="thanks" role="status">
      <span className="thanks-icon" aria-hidden="true">
        🙏
      </span>
      <h2 ref={headingRef} tabIndex={-1}>
        Thank You for Your Generosity!
      </h2>
      <p>
        Your pledge of <strong>{amount}</strong> has been received. We have sent a confirmation to your e-mail.
      </p>
      <p className="reference">
        Your donation reference: <strong data-reference>{receipt.reference}</strong>
      </p>
      <h3>Next step</h3>
      {receipt.paymentMethod === 'bank' ? (
        <div className="bank">
          <p>Please transfer your gift to:</p>
          <dl>
            <dt>Account name</dt>
            <dd>{bank.accountName}</dd>
            <dt>Bank</dt>
            <dd>
              {bank.bank}, {bank.branch} branch
            </dd>
            <dt>Account number</dt>
            <dd>{bank.accountNumber}</dd>
            <dt>SWIFT</dt>
            <dd>{bank.swift}</dd>
            <dt>Payment description</dt>
            <dd>{receipt.reference}</dd>
          </dl>
          <p>{bank.instructions}</p>
        </div>
      ) : (
        <p>{nextStepText(receipt.paymentMethod, receipt.reference, bank)}</p>
      )}
      <button type="button" className="btn btn-primary" onClick={onAnother}>
        Make Another Donation
      </button>
    </div>
  );
}
