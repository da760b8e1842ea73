// A pledge is stored with a fresh human reference; the donor's confirmation and the staff notification are queued
// in the same transaction. No payment is taken here: card and mobile payments are completed with the provider.
import type { Kysely } from 'kysely';
import { formatLkr } from '../../lib/format.ts';
import { staffAddress } from '../contact/contact-messages.ts';
import type { Database } from '../db/schema.ts';
import { donationPledgeEmail } from '../email/messages.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { newDonationReference } from './donation-reference.ts';
import type { DonationPledge, DonationReceipt } from './donation-schema.ts';

const METHOD_LABELS = { card: 'Card (Visa/Mastercard)', bank: 'Bank transfer', mobile: 'Mobile pay (eZ Cash/mCash)' };

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
    await enqueueMessages(trx, [
      donationPledgeEmail({ ...input, reference }),
      {
        channel: 'email',
        recipient: staffAddress(),
        subject: `New donation pledge ${reference}: ${amount}`,
        body: [
          `Reference: ${reference}`,
          `Amount: ${amount}`,
          `Payment method: ${METHOD_LABELS[input.paymentMethod]}`,
          `Donor: ${input.donorName}${input.isAnonymous ? ' (wishes to stay anonymous)' : ''}`,
          `E-mail: ${input.email}`,
          `Phone: ${input.phone ?? 'not given'}`,
          input.message ? `\nMessage:\n${input.message}` : '',
        ].join('\n'),
        dedupeKey: `donation:${reference}:staff`,
      },
    ]);
    return { reference, amount: input.amount, donationType: input.donationType, paymentMethod: input.paymentMethod };
  });
}
