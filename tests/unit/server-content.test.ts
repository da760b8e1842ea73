// The one module of content/ the functions import: current, complete, and refused (naming the file and the field)
// when a content file is broken, as `npm run build` would refuse it.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { collectServerContent, SERVER_CONTENT_MODULE } from '../../scripts/lib/server-content.ts';
import { EMAIL_MESSAGE_KEYS } from '../../src/server/email/message-catalogue.ts';
import { VOLUNTEER_PROGRAMS } from '../../src/shared/enums.ts';

const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

/** A copy of content/ with one file changed by `edit` (or removed when it answers undefined). */
function contentWith(file: string, edit: (text: string) => string | undefined): string {
  const root = mkdtempSync(path.join(tmpdir(), 'wedakama-content-'));
  copies.push(root);
  cpSync('content', path.join(root, 'content'), { recursive: true });
  const full = path.join(root, file);
  const changed = edit(readFileSync(full, 'utf8'));
  if (changed === undefined) rmSync(full);
  else writeFileSync(full, changed);
  return root;
}

const json = (change: (data: Record<string, unknown>) => void) => (text: string) => {
  const data = JSON.parse(text);
  change(data);
  return JSON.stringify(data);
};

describe('the server content module', () => {
  test('is current with content/ (run `npm run server-content` if not)', () => {
    const generated = JSON.parse(readFileSync(SERVER_CONTENT_MODULE, 'utf8'));
    expect(generated).toEqual(collectServerContent(path.resolve('.')));
  });

  test('holds what the functions need: every e-mail, the four programs, the events in order, the six centres', () => {
    const content = collectServerContent(path.resolve('.'));
    expect(Object.keys(content.emailTemplates).sort()).toEqual([...EMAIL_MESSAGE_KEYS].sort());
    expect(content.volunteerPrograms.map((program) => program.id).sort()).toEqual([...VOLUNTEER_PROGRAMS].sort());
    expect(content.volunteerEvents.map((event) => event.volunteersNeeded)).toEqual([8, 12, 15, 5]);
    expect(content.centers.map((center) => [center.id, center.doctors])).toEqual([
      ['anuradhapura', 5],
      ['colombo', 12],
      ['galle', 6],
      ['kandy', 8],
      ['negombo', 7],
      ['nuwara-eliya', 4],
    ]);
    expect(content.provider.address).toMatch(/Nittambuwa/);
  });

  test.each([
    [
      'a centre without a phone',
      'content/centers/galle.json',
      json((data) => {
        delete data.phone;
      }),
      /content\/centers\/galle\.json: .*phone/,
    ],
    [
      'a centre with opening hours not in HH:MM',
      'content/centers/kandy.json',
      json((data) => {
        data.openingHours = { ...(data.openingHours as object), monday: { open: '8am', close: '17:00' } };
      }),
      /content\/centers\/kandy\.json: .*Use 24-hour HH:MM/,
    ],
    [
      'an event needing no volunteers',
      'content/volunteer-events/community-health-fair.json',
      json((data) => {
        data.volunteersNeeded = 0;
      }),
      /content\/volunteer-events\/community-health-fair\.json: .*volunteersNeeded/,
    ],
    [
      'a program of an unknown type',
      'content/volunteer-programs/research.json',
      json((data) => {
        data.type = 'Sports';
      }),
      /content\/volunteer-programs\/research\.json: .*type/,
    ],
    ['a file that is not JSON', 'content/centers/colombo.json', (text: string) => text.slice(0, -3), /colombo\.json: /],
    [
      'a site e-mail that is no address',
      'content/site/settings.json',
      json((data) => {
        data.email = 'info at helawedakama';
      }),
      /content\/site\/settings\.json: .*email/,
    ],
    ['no bank account file', 'content/donation/bank-account.json', () => undefined, /bank-account\.json: /],
    [
      'an e-mail with an unknown placeholder',
      'content/emails/contact-received.md',
      (text: string) => text.replace('{{name}}', '{{nmae}}'),
      /contact-received\.md: .*unknown placeholder \{\{nmae\}\}/,
    ],
  ])('refuses %s, naming the file', (_, file, edit, message) => {
    const root = contentWith(file, edit);
    expect(() => collectServerContent(root)).toThrow(message);
  });

  test('hands the patient’s messages the Sinhala and Tamil names of services and centres, by English name', () => {
    const root = contentWith('content/centers/kandy.json', (text) => text);
    mkdirSync(path.join(root, 'content/centers/ta'), { recursive: true });
    writeFileSync(
      path.join(root, 'content/centers/ta/kandy.json'),
      JSON.stringify({ name: 'வெதகம கண்டி ஆரோக்கிய நிலையம்', reviewed: false }),
    );
    const { translatedNames } = collectServerContent(root);
    expect(translatedNames.ta.centres['Wedakama Kandy Wellness Center']).toBe('வெதகம கண்டி ஆரோக்கிய நிலையம்');
    expect(translatedNames.si.services['Panchakarma Therapy']).toBe('පංචකර්ම ප්‍රතිකාරය');
    expect(translatedNames.si.centres['Wedakama Kandy Wellness Center']).toBe('වෙදකම මහනුවර සුවතා මධ්‍යස්ථානය');
  });

  test('refuses a program file whose name is not a program the database knows', () => {
    const root = contentWith('content/volunteer-programs/cultural.json', (text) => text);
    cpSync(
      path.join(root, 'content/volunteer-programs/cultural.json'),
      path.join(root, 'content/volunteer-programs/sports.json'),
    );
    expect(() => collectServerContent(root)).toThrow(/volunteer-programs\/sports\.json: the file name must be one of/);
  });
});
