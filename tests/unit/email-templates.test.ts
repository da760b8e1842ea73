// The content check of content/emails (the same function the content collection runs at `astro build`): an
// unknown or missing placeholder, an unknown or broken block, or a stray file fails with the file and the name.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { EMAIL_MESSAGE_KEYS } from '../../src/server/email/message-catalogue.ts';
import {
  checkEmailTemplate,
  EmailTemplateError,
  loadEmailTemplates,
  loadEmailTranslations,
} from '../../src/server/email/template-check.ts';

const FILE = 'content/emails/contact-received.md';
const valid = `---
subject: "We received your message"
---
Dear {{name}}, thank you for writing about {{topic}}. Call {{providerPhone}}.
`;

function problemsOf(file: string, text: string): string[] {
  const result = checkEmailTemplate(file, text);
  return result.ok ? [] : result.problems;
}

describe('the e-mail content check', () => {
  test('accepts a template that uses only its own and the provider placeholders', () => {
    const result = checkEmailTemplate(FILE, valid);
    expect(result).toEqual({
      ok: true,
      key: 'contact-received',
      template: {
        subject: 'We received your message',
        body: 'Dear {{name}}, thank you for writing about {{topic}}. Call {{providerPhone}}.',
      },
    });
  });

  test.each([
    ['an unknown placeholder in the text', valid.replace('{{topic}}', '{{topik}}'), 'unknown placeholder {{topik}}'],
    [
      'an unknown placeholder in the subject',
      valid.replace('received your message', 'received {{reference}}'),
      'subject: unknown placeholder {{reference}}',
    ],
    ['an unknown section', valid.replace('Call', '{{#urgent}}Call{{/urgent}}'), 'unknown section {{#urgent}}'],
    ['a malformed tag', valid.replace('{{topic}}', '{{ topic name }}'), '"{{ topic name }}" is not a placeholder'],
    ['an unknown front matter field', valid.replace('subject:', 'subjet:'), 'unknown front matter field "subjet"'],
    ['no subject', valid.replace('subject: "We received your message"', ''), 'subject is missing'],
    ['no front matter', 'Dear {{name}}', 'must start with a front matter block'],
    ['an unclosed quote', valid.replace('message"', 'message'), 'not closed properly'],
  ])('fails on %s, naming the file', (_, text, problem) => {
    const problems = problemsOf(FILE, text);
    expect(problems.length).toBeGreaterThan(0);
    for (const each of problems) expect(each.startsWith(`${FILE}: `)).toBe(true);
    expect(problems.some((each) => each.includes(problem))).toBe(true);
  });

  test('fails when a placeholder the message must show is missing', () => {
    const text = `---\nsubject: "Booked"\n---\nDear {{patientName}}, see you on {{date}} at {{time}}.\n`;
    const problems = problemsOf('content/emails/booking-confirmation.md', text);
    expect(problems).toContain(
      'content/emails/booking-confirmation.md: missing placeholder {{manageUrl}}: this e-mail must show it',
    );
    expect(problems.some((problem) => problem.includes('{{reference}}'))).toBe(true);
  });

  test.each([
    ['an unclosed block', '{{#bank}}Pay by transfer.', 'section {{#bank}} is never closed with {{/bank}}'],
    ['a stray close', 'Thanks.{{/bank}}', '{{/bank}} closes a section that is not open here'],
  ])('fails on %s', (_, body, problem) => {
    const text = `---\nsubject: "Pledge {{reference}}"\n---\n{{amount}} ${body}\n`;
    expect(problemsOf('content/emails/donation-pledge.md', text)).toEqual([
      `content/emails/donation-pledge.md: text: ${problem}`,
    ]);
  });

  test('fails on a file that is not one of the messages', () => {
    expect(problemsOf('content/emails/newsletter.md', valid)[0]).toMatch(
      /^content\/emails\/newsletter\.md: no e-mail is called "newsletter"/,
    );
  });

  test('the content/emails folder passes, and a missing file is reported', () => {
    const templates = loadEmailTemplates('content/emails');
    expect(Object.keys(templates).sort()).toEqual([...EMAIL_MESSAGE_KEYS].sort());
    expect(() => loadEmailTemplates('src')).toThrow(EmailTemplateError);
    expect(() => loadEmailTemplates('src')).toThrow('src/booking-confirmation.md: file is missing');
  });
});

describe('the Sinhala and Tamil e-mails (content/emails/si, /ta)', () => {
  let copy = '';
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = '';
  });

  /** content/emails copied aside, with one translated file changed (or removed, for `null`). */
  function withTranslation(file: string, change: ((text: string) => string) | null): string {
    copy = mkdtempSync(path.join(tmpdir(), 'emails-'));
    cpSync('content/emails', copy, { recursive: true });
    const target = path.join(copy, file);
    if (change) writeFileSync(target, change(readFileSync(target, 'utf8')));
    else rmSync(target);
    return copy;
  }

  const problems = (directory: string) => {
    try {
      loadEmailTranslations(directory, loadEmailTemplates(directory));
      return [];
    } catch (error) {
      return error instanceof EmailTemplateError ? error.problems : [String(error)];
    }
  };

  test('the booking messages exist in both languages and pass', () => {
    const translations = loadEmailTranslations('content/emails', loadEmailTemplates('content/emails'));
    for (const locale of ['si', 'ta'] as const) {
      expect(Object.keys(translations[locale]).sort()).toEqual(
        expect.arrayContaining(['booking-cancelled', 'booking-confirmation', 'booking-reminder']),
      );
    }
  });

  test.each([
    ['a missing booking message', 'ta/booking-reminder.md', null, /ta\/booking-reminder\.md: file is missing$/],
    [
      'a dropped value (the centre’s phone)',
      'si/booking-confirmation.md',
      (text: string) => text.replace('{{centrePhone}}', '+94 81 223 5607'),
      /si\/booking-confirmation\.md: \{\{centrePhone\}\} is in the English text but not here$/,
    ],
    [
      'a dropped required value (the manage link)',
      'ta/booking-confirmation.md',
      (text: string) => text.replace('({{manageUrl}})', '(https://www.helawedakama.lk)'),
      /ta\/booking-confirmation\.md: missing placeholder \{\{manageUrl\}\}/,
    ],
    [
      'a dropped block',
      'ta/booking-cancelled.md',
      (text: string) => text.replace(/\{\{#withMessage\}\}[\s\S]*?\{\{\/withMessage\}\}/, ''),
      /ta\/booking-cancelled\.md: \{\{#withMessage\}\} is in the English text but not here$/,
    ],
    [
      'a value the message does not have',
      'si/booking-cancelled.md',
      (text: string) => text.replace('{{centreName}}', '{{centreName}} {{mapUrl}}'),
      /si\/booking-cancelled\.md: text: unknown placeholder \{\{mapUrl\}\}/,
    ],
    [
      'an unknown placeholder',
      'ta/booking-confirmation.md',
      (text: string) => text.replace('{{reference}}', '{{referenceNumber}}'),
      /ta\/booking-confirmation\.md: subject: unknown placeholder \{\{referenceNumber\}\}/,
    ],
  ] as const)('%s fails the build naming the file', (_case, file, change, expected) => {
    const found = problems(withTranslation(file, change));
    expect(found.some((problem) => expected.test(problem))).toBe(true);
  });

  test('the provider’s name may be written in the language’s script', () => {
    expect(readFileSync('content/emails/si/booking-confirmation.md', 'utf8')).not.toContain('{{providerName}}');
    expect(problems(withTranslation('si/booking-confirmation.md', (text) => text))).toEqual([]);
  });
});
