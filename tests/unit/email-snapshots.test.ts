// The exact subject, text and HTML of every e-mail in every language, each section switched on alone, all on and
// all off, with representative values (a few carry markup, Markdown and line breaks, which must stay literal).
// A change to the renderer that changes what a recipient reads shows up here as a diff of tests/unit/__snapshots__/emails/.
import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import {
  EMAIL_MESSAGE_KEYS,
  EMAIL_MESSAGES,
  type EmailMessageKey,
  type EmailSections,
  type EmailValues,
} from '../../src/server/email/message-catalogue.ts';
import { renderEmail } from '../../src/server/email/render.ts';

/** A representative value for each placeholder; the ones a visitor or staff member types are hostile on purpose. */
const VALUES: Record<string, string> = {
  patientName: 'Amara Silva',
  reference: 'WK-7H3K9Q',
  date: 'Monday, 23 November 2026',
  time: '9:00 AM',
  doctor: 'Dr. Nimal Perera',
  centreName: 'Wedakama Galle Center',
  service: 'Herbal Medicine Consultation',
  centreAddress: 'No. 12, Lighthouse Street, Galle Fort',
  centrePhone: '+94 91 224 3390',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Wedakama%20Galle%20Center',
  manageUrl: 'https://www.helawedakama.lk/appointment?t=abc_123',
  bookUrl: 'https://www.helawedakama.lk/book',
  staffMessage: 'The doctor is unwell.\nPlease call us <today> & "tomorrow" for **another** [time](javascript:x).',
  noticeHours: '24',
  patientReason: 'Poya day: the centre is closed.',
  waitlistUrl: 'https://www.helawedakama.lk/waitlist?t=w1',
  expiresAt: 'Monday, 23 November 2026 at 11:30 AM',
  name: 'Eve <script>alert(1)</script>',
  topic: 'General inquiry',
  email: 'eve@example.com',
  phone: '+94 77 000 0000',
  message: '# Not a heading\n- not a list\n<b>not bold</b> & _plain_',
  receivedAt: 'Saturday, 21 November 2026 at 3:30 PM',
  adminUrl: 'https://www.helawedakama.lk/admin/contacts',
  title: 'New booking WK-7H3K9Q',
  summary: 'A booking for Monday, 23 November 2026 at 9:00 AM.\nDr. Nimal Perera, Wedakama Galle Center.',
  firstName: 'Kasun',
  programName: 'Community Health Outreach',
  preferredStartDate: '1 February 2027',
  programsUrl: 'https://www.helawedakama.lk/volunteer',
  dueDate: '4 January 2027',
  privacyUrl: 'https://www.helawedakama.lk/privacy',
  treatment: 'Panchakarma',
  contactUrl: 'https://www.helawedakama.lk/contact',
  donorName: "Nadia O'Brien",
  amount: 'LKR 25,000',
  donationType: 'One-time gift',
  paymentMethod: 'Bank transfer',
  bankName: 'Bank of Ceylon',
  bankBranch: 'Nittambuwa',
  bankAccountName: 'Hela Wedakama Foundation',
  bankAccountNumber: '0001234567',
  bankSwift: 'BCEYLKLX',
};

function valuesOf<K extends EmailMessageKey>(key: K): EmailValues<K> {
  const entries = EMAIL_MESSAGES[key].placeholders.map((name) => {
    const value = VALUES[name];
    if (value === undefined) throw new Error(`No representative value for {{${name}}}`);
    return [name, value];
  });
  return Object.fromEntries(entries) as EmailValues<K>;
}

/** No section, each section alone, and every section at once. */
function sectionVariants(key: EmailMessageKey): [string, readonly string[]][] {
  const sections: readonly string[] = EMAIL_MESSAGES[key].sections;
  if (sections.length === 0) return [['', []]];
  return [['no sections', []], ...sections.map((name): [string, string[]] => [name, [name]]), ['all', sections]];
}

function snapshotOf(key: EmailMessageKey, locale: (typeof LOCALES)[number]): string {
  return sectionVariants(key)
    .map(([label, sections]) => {
      const { subject, text, html } = renderEmail(key, valuesOf(key), sections as EmailSections<typeof key>, locale);
      const heading = label ? `##### sections: ${label}\n` : '';
      return `${heading}##### subject\n${subject}\n##### text\n${text}##### html\n${html}`;
    })
    .join('\n');
}

describe('every e-mail in every language', () => {
  for (const locale of LOCALES) {
    test.each(EMAIL_MESSAGE_KEYS)(`${locale}: %s`, async (key) => {
      await expect(snapshotOf(key, locale)).toMatchFileSnapshot(`__snapshots__/emails/${locale}/${key}.txt`);
    });
  }
});
