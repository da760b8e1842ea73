// A pledge is stored with a fresh human reference; the donor's confirmation and the staff notification are queued
// in the same transaction. No payment is taken here: card and mobile payments are completed with the provider.

import type { Kysely } from 'kysely';
import { messageKey } from '../../i18n/translate.ts';
import type { DonationPledge, DonationReceipt } from '../../shared/donations/donation-schema.ts';
import { formatLkr } from '../../shared/utils/format.ts';
import type { Database } from '../db/schema.ts';
import { donationPledgeEmail } from '../email/messages.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { staffAlertsFor } from '../staff-alerts/staff-alerts.ts';
import { newDonationReference } from './donation-reference.ts';

const METHOD_LABELS = { card: 'Card (Visa/Mastercard)', bank: 'Bank transfer', mobile: 'Mobile pay (eZ Cash/mCash)' };

/** Ten pledges per ten minutes from one connection. */
export function throttleDonationPledges(db: Kysely<Database>, address: string): Promise<void> {
  return enforceRateLimit(db, { bucket: 'donations', limit: 10, windowSeconds: 600 }, address, (minutes) =>
    messageKey('errors.tooManyPledges', { minutes }),
  );
}

export async function storeDonationPledge(db: Kysely<Database>, input: DonationPledge): Promise<DonationReceipt> {
  return db.transaction().execute(async (trx) => {
    // A clash of two random references is rare; try again with a new one rather than fail the donor.
    let reference: string | undefined;
    for (let attempt = 0; attempt < 5 && !reference; attempt++) {
      const row = await trx
        .insertInto('donation_pledges')
        .values({
          reference: newDonationReference(),
          amount: input.amount,
          donation_type: input.donationType,
          payment_method: input.paymentMethod,
          donor_name: input.donorName,
          email: input.email,
          phone: input.phone,
          is_anonymous: input.isAnonymous,
          message: input.message,
        })
        .onConflict((conflict) => conflict.column('reference').doNothing())
        .returning('reference')
        .executeTakeFirst();
      reference = row?.reference;
    }
    if (!reference) throw new Error('Could not allocate a donation reference');

    const amount = `${formatLkr(input.amount)}${input.donationType === 'monthly' ? ' a month' : ''}`;
    const donor = `${input.donorName}${input.isAnonymous ? ' (wishes to stay anonymous)' : ''}`;
    await enqueueMessages(trx, [
      donationPledgeEmail({ ...input, reference }),
      ...(await staffAlertsFor(trx, {
        event: 'new_donation_pledge',
        id: reference,
        title: `New donation pledge ${reference}: ${amount}`,
        summary: `${donor} (${input.email}${input.phone ? `, ${input.phone}` : ''}) pledged ${amount} by ${METHOD_LABELS[input.paymentMethod]}.${input.message ? ` Their message: ${input.message}` : ''}`,
        adminPath: '/admin',
      })),
    ]);
    return { reference, amount: input.amount, donationType: input.donationType, paymentMethod: input.paymentMethod };
  });
}
