import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/donations.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { DONATION_REFERENCE_PATTERN } from '../../src/server/donations/donation-reference.ts';
import { donationReceiptSchema } from '../../src/shared/donations/donation-schema.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase();
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});
beforeEach(async () => {
  await database.db.deleteFrom('donation_pledges').execute();
  await database.db.deleteFrom('outbox_messages').execute();
  await database.db.deleteFrom('rate_limits').execute();
});

const valid = {
  amount: 2500,
  donationType: 'monthly',
  paymentMethod: 'bank',
  donorName: 'Kasun Jayawardena',
  email: 'kasun@example.lk',
  phone: '',
  isAnonymous: false,
  message: 'For the rural health camps.',
};

const post = (body: unknown) =>
  handler(
    new Request('http://localhost/api/donations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    testContext(),
  );

const count = async (table: 'donation_pledges' | 'outbox_messages') =>
  (
    await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /api/donations', () => {
  test.each([
    ['no amount', { ...valid, amount: undefined }, 'amount', 'Amount is required'],
    ['an empty custom amount', { ...valid, amount: '' }, 'amount', 'Amount is required'],
    ['a zero amount', { ...valid, amount: 0 }, 'amount', 'The smallest donation we can accept is LKR 100'],
    ['a negative amount', { ...valid, amount: -500 }, 'amount', 'The smallest donation we can accept is LKR 100'],
    ['an amount that is not a number', { ...valid, amount: 'lots' }, 'amount', 'Enter the amount in rupees, e.g. 2500'],
    ['no donation type', { ...valid, donationType: undefined }, 'donationType', 'Please select donation type'],
    ['an unknown donation type', { ...valid, donationType: 'yearly' }, 'donationType', 'Please select donation type'],
    ['no payment method', { ...valid, paymentMethod: '' }, 'paymentMethod', 'Please select payment method'],
    [
      'an unknown payment method',
      { ...valid, paymentMethod: 'crypto' },
      'paymentMethod',
      'Please select payment method',
    ],
    ['no name', { ...valid, donorName: ' ' }, 'donorName', 'Name is required'],
    ['no e-mail', { ...valid, email: '' }, 'email', 'Email is required'],
    ['a bad e-mail', { ...valid, email: 'kasun.example.lk' }, 'email', 'Invalid email address'],
  ])('refuses %s with 400 and the form message, storing nothing', async (_case, body, field, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(answer.fields[field]).toBe(message);
    expect(await count('donation_pledges')).toBe(0);
    expect(await count('outbox_messages')).toBe(0);
  });

  test('refuses a body that is not JSON with 400', async () => {
    expect((await post('{')).status).toBe(400);
    expect(await count('donation_pledges')).toBe(0);
  });

  test('stores the pledge with a human reference and queues the donor and staff e-mails', async () => {
    const response = await post({ ...valid, cardNumber: '4111111111111111' });
    expect(response.status).toBe(201);
    const receipt = donationReceiptSchema.parse(await response.json());
    expect(receipt).toMatchObject({ amount: 2500, donationType: 'monthly', paymentMethod: 'bank' });
    expect(receipt.reference).toMatch(DONATION_REFERENCE_PATTERN);

    const rows = await database.db.selectFrom('donation_pledges').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: receipt.reference,
      amount: 2500,
      donation_type: 'monthly',
      payment_method: 'bank',
      donor_name: 'Kasun Jayawardena',
      email: 'kasun@example.lk',
      phone: null,
      is_anonymous: false,
      message: 'For the rural health camps.',
      status: 'pledged',
    });
    // No column the donor's request filled holds any of the card number; the ones the server makes (a random UUID,
    // the reference, the times) are left out, as they may hold '4111' by chance.
    const fromRequest = rows.map(({ id: _id, reference: _reference, created_at: _created, ...stored }) => stored);
    expect(JSON.stringify(fromRequest)).not.toContain('4111');

    const outbox = await database.db.selectFrom('outbox_messages').select(['recipient', 'body']).execute();
    expect(outbox.map((message) => message.recipient).sort()).toEqual(['info@helawedakama.lk', 'kasun@example.lk']);
    const donorMail = outbox.find((message) => message.recipient === 'kasun@example.lk');
    expect(donorMail?.body).toContain(receipt.reference);
    expect(donorMail?.body).toContain('Bank of Ceylon');
    expect(donorMail?.body).toContain('LKR 2,500 a month');
  });

  test('accepts the optional fields left out or empty, and stores them as null', async () => {
    const { phone: _phone, message: _message, isAnonymous: _anonymous, ...required } = valid;
    expect((await post(required)).status).toBe(201);
    expect((await post({ ...required, phone: null, message: '  ' })).status).toBe(201);
    const rows = await database.db
      .selectFrom('donation_pledges')
      .select(['phone', 'message', 'is_anonymous'])
      .execute();
    expect(rows).toEqual([
      { phone: null, message: null, is_anonymous: false },
      { phone: null, message: null, is_anonymous: false },
    ]);
  });

  test('each pledge gets its own reference', async () => {
    const first = donationReceiptSchema.parse(await (await post(valid)).json());
    const second = donationReceiptSchema.parse(await (await post({ ...valid, paymentMethod: 'card' })).json());
    expect(first.reference).not.toBe(second.reference);
    expect(await count('donation_pledges')).toBe(2);
  });
});
