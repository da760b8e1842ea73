// What the recipient reads: values escaped in HTML (nothing a visitor typed becomes markup, a link or Markdown),
// the right block for the case, the provider's footer, and no health information in a booking e-mail.
import { describe, expect, test } from 'vitest';
import {
  bookingCancelledEmail,
  bookingConfirmationEmail,
  bookingReminderEmail,
  contactStaffNotificationEmail,
  donationPledgeEmail,
} from '../../src/server/email/messages.ts';
import { renderEmail } from '../../src/server/email/render.ts';

const appointment = {
  reference: 'WK-7H3K9Q',
  patientName: 'Amara Silva',
  patientEmail: 'amara@example.com',
  date: '2026-11-23',
  time: '09:00:00',
  doctor: 'Dr. Nimal Perera',
  centre: { name: 'Wedakama Galle Center', address: 'No. 12, Lighthouse Street, Galle Fort', phone: '+94 91 224 3390' },
  service: 'Herbal Medicine Consultation',
  locale: 'en' as const,
};

describe('rendering', () => {
  test('escapes every value in the HTML and keeps it literal in the text', () => {
    const hostile = '<img src=x onerror=alert(1)> **bold** [click](javascript:alert(1)) & "quotes"';
    const message = contactStaffNotificationEmail({
      id: 'c1',
      name: 'Eve <script>alert(1)</script>',
      email: 'eve@example.com',
      phone: '+94 77 000 0000',
      subject: 'general',
      message: hostile,
      receivedAt: new Date('2026-11-21T10:00:00Z'),
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<img');
    expect(message.html).not.toContain('javascript:alert(1)"');
    expect(message.html).not.toContain('<strong>bold</strong>');
    expect(message.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message.html).toContain(
      '&lt;img src=x onerror=alert(1)&gt; **bold** [click](javascript:alert(1)) &amp; &quot;quotes&quot;',
    );
    expect(message.body).toContain(hostile);
    expect(message.subject).toBe('New contact message: General inquiry from Eve <script>alert(1)</script>');
  });

  test('a link whose address is not http(s), mailto or tel is shown as text, not as a link', () => {
    const message = bookingConfirmationEmail({ ...appointment, manageUrl: 'javascript:alert(1)' });
    expect(message.html).not.toContain('href="javascript:');
    expect(message.html).toContain('See, move or cancel my appointment');
  });

  test('a line break in a value cannot add a header or a second subject line', () => {
    const rendered = renderEmail('contact-received', { name: 'Ann\r\nBcc: x@example.com', topic: 'General' });
    expect(rendered.subject).toBe('We received your message');
    const staff = contactStaffNotificationEmail({
      id: 'c2',
      name: 'Ann\nBcc: x@example.com',
      email: 'ann@example.com',
      phone: '1',
      subject: 'general',
      message: 'm',
      receivedAt: new Date(),
    });
    expect(staff.subject).toBe('New contact message: General inquiry from Ann Bcc: x@example.com');
  });

  test('the booking confirmation shows the appointment in Colombo time with the footer', () => {
    const message = bookingConfirmationEmail({ ...appointment, manageUrl: 'https://www.helawedakama.lk/m?t=1' });
    expect(message.body).toContain('- Date: Monday, 23 November 2026');
    expect(message.body).toContain('- Time: 9:00 AM (Sri Lanka time)');
    expect(message.body).toContain('Please arrive 15 minutes early.');
    expect(message.body).toContain(
      'Find the centre on the map: https://www.google.com/maps/search/?api=1&query=Wedakama%20Galle%20Center%2C%20No.%2012%2C%20Lighthouse%20Street%2C%20Galle%20Fort',
    );
    expect(message.html).toContain('href="https://www.helawedakama.lk/m?t=1"');
    expect(message.body).toMatch(
      /-- \nHela Wedakama\nNo\. 48, Kandy Road, Nittambuwa 11880, Sri Lanka\n\+94 33 229 7575/,
    );
    expect(message.html).toContain('href="tel:+94332297575"');
  });

  test('a booking e-mail never carries the health information of the appointment row', () => {
    const row = {
      ...appointment,
      health_conditions: 'Type 2 diabetes',
      current_medications: 'Metformin',
      notes: 'Back pain for years',
    };
    const messages = [
      bookingConfirmationEmail({ ...row, manageUrl: 'https://www.helawedakama.lk/m?t=1' }),
      bookingCancelledEmail(row, 'patient'),
      bookingReminderEmail(row),
    ];
    for (const message of messages) {
      const everything = `${message.subject}${message.body}${message.html}${JSON.stringify(message.attachments ?? [])}`;
      const decoded = (message.attachments ?? []).map((a) => Buffer.from(a.content, 'base64').toString()).join('');
      for (const secret of ['diabetes', 'Metformin', 'Back pain']) {
        expect(everything).not.toContain(secret);
        expect(decoded).not.toContain(secret);
      }
    }
  });

  test.each([
    ['patient', 'As you asked, we have cancelled your appointment.', 'has had to cancel'],
    ['staff', 'has had to cancel your appointment', 'As you asked'],
  ] as const)('the cancellation cancelled by the %s says so', (by, shown, hidden) => {
    const message = bookingCancelledEmail(appointment, by);
    expect(message.body).toContain(shown);
    expect(message.body).not.toContain(hidden);
    expect(message.body).toContain('Book an appointment: https://www.helawedakama.lk/appointment');
  });

  test('the reminder without the private link points to the confirmation e-mail', () => {
    const message = bookingReminderEmail(appointment);
    expect(message.body).toContain('the private link in your booking confirmation e-mail');
    expect(message.body).not.toContain('See or cancel my appointment');
    expect(message.dedupeKey).toBe('email:booking-reminder:WK-7H3K9Q');
  });

  test.each([
    ['bank', 'Account number: 0081 2345 6789', ['secure link', 'eZ Cash or mCash. Please']],
    ['card', 'secure link to complete your card payment', ['Account number', 'eZ Cash or mCash. Please']],
    ['mobile', 'complete your payment with eZ Cash or mCash', ['Account number', 'secure link']],
  ] as const)('the donation pledge paid by %s shows only its next step', (method, shown, hidden) => {
    const message = donationPledgeEmail({
      reference: 'DN-1',
      donorName: 'Kamal',
      email: 'kamal@example.lk',
      amount: 10000,
      donationType: 'one-time',
      paymentMethod: method,
    });
    expect(message.body).toContain(shown);
    for (const text of hidden) expect(message.body).not.toContain(text);
    expect(message.body).toContain('- Amount: LKR 10,000\n- Gift: One-time gift');
    expect(message.body).not.toContain('a month');
    expect(message.body).not.toMatch(/\n{3,}/);
  });
});

describe('in the patient’s language', () => {
  test.each([
    ['si', 'Panchakarma Therapy', '- සේවාව: පංචකර්ම ප්‍රතිකාරය', 'SUMMARY:පංචකර්ම ප්‍රතිකාරය: Dr. Nimal Perera'],
    ['ta', 'Panchakarma Therapy', '- சேவை: பஞ்சகர்மா சிகிச்சை', 'SUMMARY:பஞ்சகர்மா சிகிச்சை: Dr. Nimal Perera'],
    [
      'en',
      'Panchakarma Therapy',
      '- Service: Panchakarma Therapy',
      'SUMMARY:Panchakarma Therapy with Dr. Nimal Perera',
    ],
    [
      'si',
      'Herbal Medicine Consultation',
      '- සේවාව: Herbal Medicine Consultation',
      'SUMMARY:Herbal Medicine Consultation:',
    ],
  ] as const)(
    'in %s the service %j is named as its translation says, in the text and the .ics',
    (locale, service, line, summary) => {
      const message = bookingConfirmationEmail({
        ...appointment,
        service,
        locale,
        manageUrl: '/appointment/manage#token=t',
      });
      expect(message.body).toContain(line);
      const ics = Buffer.from(message.attachments?.[0]?.content ?? '', 'base64').toString('utf8');
      expect(ics.replace(/\r\n /g, '')).toContain(summary);
    },
  );

  test.each([
    ['si', 'දිනය: 2026 ඉල් 23, සඳුදා', 'වේලාව: පෙ.ව. 9:00', '/si/appointment/manage#token=t'],
    ['ta', 'திகதி: திங்கள், 23 நவம்பர், 2026', 'நேரம்: 9:00 மு.ப.', '/ta/appointment/manage#token=t'],
    ['en', 'Date: Monday, 23 November 2026', 'Time: 9:00 AM', 'lk/appointment/manage#token=t'],
  ] as const)('in %s the date, time and manage link are the patient’s', (locale, date, time, link) => {
    const message = bookingReminderEmail({ ...appointment, locale, manageUrl: '/appointment/manage#token=t' });
    expect(message.body).toContain(date);
    expect(message.body).toContain(time);
    expect(message.body).toContain(link);
    expect(message.html).toContain(`<html lang="${locale}">`);
  });
});
