// The messages a new booking owes, decided in one place for both channels (src/server/booking/booking-created.ts):
// who gets an SMS and who an e-mail as the Settings switches and the numbers say.
import { describe, expect, test } from 'vitest';
import {
  type BookingRoutes,
  bookingCreatedMessages,
  type CreatedBooking,
} from '../../src/server/booking/booking-created.ts';
import { writeDeferredEmail } from '../../src/server/email/deferred-emails.ts';
import { appointmentEmailData } from '../../src/server/email/messages.ts';
import { staffEmail } from '../../src/server/email/provider.ts';

const ADMIN = '+94110000001';

function booking(patientPhone: string, doctorPhone: string | null): CreatedBooking {
  const facts = {
    reference: 'WK-ABC234',
    patientName: 'Nimali Perera',
    patientPhone,
    patientEmail: 'nimali@example.lk',
    slotDate: '2026-12-01',
    slotTime: '10:30',
    doctorName: 'Dr. Silva',
    centerName: 'Nittambuwa',
    serviceType: 'Consultation',
    locale: 'en' as const,
  };
  return {
    id: 'b0f1c2d3-0000-4000-8000-000000000001',
    facts,
    email: appointmentEmailData({
      reference: facts.reference,
      patient_name: facts.patientName,
      patient_email: facts.patientEmail,
      slot_date: facts.slotDate,
      slot_time: facts.slotTime,
      doctor_name: facts.doctorName,
      medical_center_name: facts.centerName,
      medical_center_address: 'Kandy Road, Nittambuwa',
      medical_center_phone: '+94332287000',
      service_type: facts.serviceType,
      preferred_language: 'english',
    }),
    manageUrl: '/appointment/manage#token=abc',
    doctorPhone,
    whatsapp: false,
  };
}

const routes = (sms: boolean, email: boolean, smsAbroad = false): BookingRoutes => ({
  sms: { enabled: sms, admin: ADMIN, smsAbroad },
  alert: { email, sms: null },
});

describe('a new booking', () => {
  test.each([
    [
      'staff SMS and e-mail on: admin, doctor, patient by SMS; patient and staff by e-mail',
      booking('+94779998888', '077 111 2222'),
      routes(true, true),
      [`sms ${ADMIN}`, 'sms +94771112222', 'sms +94779998888', 'email nimali@example.lk', `email ${staffEmail()}`],
    ],
    [
      'staff SMS off: only the patient is texted',
      booking('+94779998888', '077 111 2222'),
      routes(false, true),
      ['sms +94779998888', 'email nimali@example.lk', `email ${staffEmail()}`],
    ],
    [
      'staff e-mail off: no staff e-mail',
      booking('+94779998888', null),
      routes(true, false),
      [`sms ${ADMIN}`, 'sms +94779998888', 'email nimali@example.lk'],
    ],
    [
      'the doctor is the admin number: one staff SMS',
      booking('+94779998888', '011 000 0001'),
      routes(true, false),
      [`sms ${ADMIN}`, 'sms +94779998888', 'email nimali@example.lk'],
    ],
    [
      'a foreign patient without SMS abroad: e-mail only',
      booking('+442079460958', null),
      routes(false, false),
      ['email nimali@example.lk'],
    ],
    [
      'a foreign patient with SMS abroad: texted too',
      booking('+442079460958', null),
      routes(false, false, true),
      ['sms +442079460958', 'email nimali@example.lk'],
    ],
  ])('%s', (_case, made, route, expected) => {
    const messages = bookingCreatedMessages(made, route);
    expect(messages.map((message) => `${message.channel} ${message.recipient}`)).toEqual(expected);
  });

  test('the confirmation e-mail carries the private link; staff never see the patient note', () => {
    const made = booking('+94779998888', null);
    made.facts.patientNote = 'Back pain since March';
    const [, , patientEmail, staffAlert] = bookingCreatedMessages(made, routes(true, true)).map((message) =>
      // The e-mails are queued as their values; the dispatcher writes them as they go.
      'template' in message ? writeDeferredEmail(message.template) : message,
    );
    expect(patientEmail?.body).toContain('/appointment/manage#token=abc');
    expect(staffAlert?.recipient).toBe(staffEmail());
    expect(staffAlert?.body).not.toContain('Back pain');
  });
});
