// The WhatsApp templates (content/whatsapp) are checked at build as the e-mail placeholders are: a file naming an
// unknown value, leaving one out, or breaking a rule WhatsApp refuses templates for fails with the file's name; the
// templates of content/ pass, and a patient's message takes WhatsApp only when they chose it.
import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { SERVER_CONTENT } from '../../src/server/content/server-content.ts';
import { WHATSAPP_MESSAGE_NAMES, WHATSAPP_MESSAGES } from '../../src/server/whatsapp/catalogue.ts';
import { checkWhatsAppTemplate, loadWhatsAppTemplates } from '../../src/server/whatsapp/template-check.ts';
import { patientTextMessage, whatsappMessage } from '../../src/server/whatsapp/whatsapp-messages.ts';

const BUTTONS = '---\nbuttons: "Confirm | Cancel | Another time"\n---\n';
const GOOD = 'Hela Wedakama: your appointment {{reference}} is tomorrow, {{date}} at {{time}}, {{centre}}. See you.';

describe('a WhatsApp template file', () => {
  test.each([
    ['an unknown value', `${BUTTONS}${GOOD} Doctor: {{doctor}} here.`, 'unknown value {{doctor}}'],
    [
      'a value left out',
      `${BUTTONS}Hela Wedakama: {{reference}} at {{time}}, {{centre}}. See you.`,
      '{{date}} is missing',
    ],
    ['a value at the start', `${BUTTONS}{{reference}}: {{date}} at {{time}}, {{centre}}. See you.`, 'starts or ends'],
    [
      'a value at the end',
      `${BUTTONS}Hela Wedakama: {{reference}} on {{date}} at {{time}}, {{centre}}`,
      'starts or ends',
    ],
    [
      'two values side by side',
      `${BUTTONS}Hela Wedakama: {{reference}} {{date}} at {{time}}, {{centre}}. Ok.`,
      'side by side',
    ],
    ['no buttons on a message that has them', GOOD, 'buttons: give 3 titles'],
    [
      'a button title too long',
      `---\nbuttons: "Confirm | Cancel | Another time some other day"\n---\n${GOOD}`,
      '1 to 20',
    ],
    [
      'an unknown front matter field',
      `---\nbuttons: "Confirm | Cancel | Another time"\nsubject: "x"\n---\n${GOOD}`,
      'unknown front matter field "subject"',
    ],
    ['an empty text', BUTTONS, 'the message text is empty'],
  ])('with %s fails naming the file', (_case, text, problem) => {
    const result = checkWhatsAppTemplate('content/whatsapp/booking_reminder.md', 'booking_reminder', 'en', text);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(
      problems.some((line) => line.startsWith('content/whatsapp/booking_reminder.md: ') && line.includes(problem)),
    ).toBe(true);
  });

  test('of an unknown message fails naming the messages there are', () => {
    const result = checkWhatsAppTemplate('content/whatsapp/hello.md', 'hello', 'en', GOOD);
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringContaining('no WhatsApp message is called "hello"'),
    ]);
  });

  test('that is right passes, with its buttons in order', () => {
    expect(checkWhatsAppTemplate('x.md', 'booking_reminder', 'en', `${BUTTONS}${GOOD}`)).toEqual({
      ok: true,
      template: { text: GOOD, buttons: 'Confirm | Cancel | Another time', reviewed: true },
    });
  });
});

describe('the templates of content/whatsapp', () => {
  test('pass the check in every language and are the ones the functions carry', () => {
    expect(loadWhatsAppTemplates('content/whatsapp')).toEqual(SERVER_CONTENT.whatsappTemplates);
  });

  const values = {
    reference: 'WK-ABC234',
    date: 'Wed, 29 Sept 2027',
    time: '11:45 AM',
    centre: 'Wedakama Kandy Wellness Center',
    phone: '+94 81 222 3333',
    link: 'https://www.helawedakama.lk/appointment/manage#token=x',
  };
  test.each(LOCALES.flatMap((locale) => WHATSAPP_MESSAGE_NAMES.map((name) => [name, locale] as const)))(
    '%s in %s fills every value, numbered in the catalogue order, under its friendly name',
    (name, locale) => {
      const { whatsapp, body } = whatsappMessage(name, locale, values);
      expect(whatsapp.whatsapp).toBe(`hw_${name}_${locale}`);
      const names = WHATSAPP_MESSAGES[name].variables as readonly string[];
      expect(whatsapp.variables).toEqual(
        Object.fromEntries(
          names.map((variable, index) => [String(index + 1), values[variable as keyof typeof values]]),
        ),
      );
      expect(body).not.toMatch(/\{\{|\}\}/);
      expect(body).toContain('WK-ABC234');
    },
  );
});

describe("a patient's text message", () => {
  const message = (whatsappOptIn: boolean, phone: string | undefined = '+94771234567') =>
    patientTextMessage({
      phone,
      appointmentId: '00000000-0000-4000-8000-000000000001',
      whatsappOptIn,
      dedupeKey: 'booking:x:patient',
      sms: 'Hela Wedakama: the SMS',
      whatsapp: {
        name: 'booking_confirmation',
        locale: 'en',
        values: { reference: 'WK-ABC234', date: 'Wed, 29 Sept', time: '11:45 AM', centre: 'Kandy' },
      },
    });

  test.each([
    ['chose WhatsApp', true, 'whatsapp'],
    ['did not', false, 'sms'],
  ] as const)('goes by %s', (_case, optIn, channel) => {
    const [only, ...rest] = message(optIn);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ channel, recipient: '+94771234567', dedupeKey: 'booking:x:patient' });
    if (channel === 'sms') expect(only).toMatchObject({ body: 'Hela Wedakama: the SMS' });
    else
      expect(only).toMatchObject({
        smsInstead: 'Hela Wedakama: the SMS',
        whatsapp: { whatsapp: 'hw_booking_confirmation_en' },
      });
  });

  test('is not sent without a number SMS may go to', () => {
    expect(message(true, '')).toEqual([]);
  });
});
