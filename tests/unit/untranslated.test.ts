// The list editors read at the end of a build (docs/i18n.md "Content"): what is not yet translated, what a native
// speaker has still to check, and which services have no translation file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { formatStatus, isReviewed, type LanguageStatus, untranslatedStatus } from '../../scripts/lib/untranslated.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project folder holding content/ with these files (path under content/ -> text). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'wedakama-untranslated-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'content', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}

const json = (data: object) => JSON.stringify(data);
const faq = (reviewed: boolean) => `---\nreviewed: ${reviewed}\nquestion: "?"\n---\n\nAnswer.\n`;
const service = (name: string, reviewed = false) => json({ service: name, name: 'x', description: 'y', reviewed });

type Files = Record<string, string>;

describe('untranslated content', () => {
  test.each<{ case: string; files: Files; si: Partial<LanguageStatus> }>([
    {
      case: 'an English file with no translation',
      files: { 'centers/kandy.json': json({ name: 'Kandy' }) },
      si: { missing: ['content/centers/kandy.json'], unreviewed: [] },
    },
    {
      case: 'a translation not yet reviewed',
      files: { 'centers/kandy.json': '{}', 'centers/si/kandy.json': json({ name: 'මහනුවර', reviewed: false }) },
      si: { missing: [], unreviewed: ['content/centers/si/kandy.json'] },
    },
    {
      case: 'a reviewed translation',
      files: { 'centers/kandy.json': '{}', 'centers/si/kandy.json': json({ name: 'මහනුවර', reviewed: true }) },
      si: { missing: [], unreviewed: [] },
    },
    {
      case: 'Markdown, reviewed in its front matter or not',
      files: { 'faq/a.md': faq(false), 'faq/b.md': faq(false), 'faq/si/a.md': faq(true), 'faq/si/b.md': faq(false) },
      si: { missing: [], unreviewed: ['content/faq/si/b.md'] },
    },
    {
      case: 'e-mails, which have their own check',
      files: { 'emails/booking-confirmation.md': faq(false) },
      si: { missing: [], unreviewed: [] },
    },
    {
      case: 'a translation with no reviewed flag or unreadable JSON',
      files: { 'a/x.json': '{}', 'a/y.json': '{}', 'a/si/x.json': '{}', 'a/si/y.json': '{ not json' },
      si: { missing: [], unreviewed: ['content/a/si/x.json', 'content/a/si/y.json'] },
    },
  ])('$case', ({ files, si }) => {
    const [sinhala] = untranslatedStatus(project(files), []);
    expect(sinhala).toMatchObject({ locale: 'si', ...si });
  });

  test('lists each language on its own: a Sinhala translation does not count for Tamil', () => {
    const root = project({ 'gallery/01.json': '{}', 'gallery/si/01.json': json({ reviewed: true }) });
    expect(untranslatedStatus(root, []).map(({ locale, missing }) => ({ locale, missing }))).toEqual([
      { locale: 'si', missing: [] },
      { locale: 'ta', missing: ['content/gallery/01.json'] },
    ]);
  });

  test.each<{ case: string; files: Files; names: string[] | undefined; si: Partial<LanguageStatus> }>([
    {
      case: 'a service with no file, one with an unreviewed file, one reviewed',
      files: {
        'services/si/a.json': service('Herbal Medicine'),
        'services/si/b.json': service('Pulse Diagnosis', true),
      },
      names: ['Herbal Medicine', 'Pulse Diagnosis', 'Detox Programs'],
      si: { missingServices: ['Detox Programs'], unreviewed: ['content/services/si/a.json'], unknownServices: [] },
    },
    {
      case: 'a file naming a service staff renamed',
      files: { 'services/si/old.json': service('Herbal Cure') },
      names: ['Herbal Medicine'],
      si: { missingServices: ['Herbal Medicine'], unreviewed: [], unknownServices: ['content/services/si/old.json'] },
    },
    {
      case: 'services that could not be read: only the reviewed flags',
      files: { 'services/si/a.json': service('Herbal Medicine') },
      names: undefined,
      si: { missingServices: [], unreviewed: ['content/services/si/a.json'], unknownServices: [] },
    },
  ])('services: $case', ({ files, names, si }) => {
    const [sinhala] = untranslatedStatus(project(files), names);
    expect(sinhala).toMatchObject(si);
  });

  test.each([
    ['reviewed: true in the front matter', 'a.md', '---\nreviewed: true\n---\n', true],
    ['reviewed: true only in the body', 'a.md', '---\nquestion: "?"\n---\n\nreviewed: true\n', false],
    ['"reviewed": "true" as a string', 'a.json', '{"reviewed":"true"}', false],
  ])('%s', (_, file, text, reviewed) => {
    expect(isReviewed(file, text)).toBe(reviewed);
  });

  test('the report counts and names what is left per language', () => {
    const root = project({ 'faq/a.md': faq(false), 'faq/ta/a.md': faq(false) });
    expect(formatStatus(untranslatedStatus(root, ['Herbal Medicine'])).split('\n')).toEqual([
      'Translations (docs/i18n.md "Content"):',
      'si: 2 to translate, 0 to review',
      '  no translation  content/faq/a.md',
      '  no translation  service "Herbal Medicine"',
      'ta: 1 to translate, 1 to review',
      '  no translation  service "Herbal Medicine"',
      '  not reviewed    content/faq/ta/a.md',
    ]);
  });

  test('doctors with details not given in a language are counted and named in it', () => {
    const statuses = untranslatedStatus(project({}), []).map((status) => ({
      ...status,
      missingDoctors: status.locale === 'si' ? ['Dr. Nimal Perera: qualifications'] : [],
    }));
    expect(formatStatus(statuses).split('\n')).toEqual([
      'Translations (docs/i18n.md "Content"):',
      'si: 1 to translate, 0 to review',
      '  no translation  doctor Dr. Nimal Perera: qualifications',
      'ta: 0 to translate, 0 to review',
    ]);
  });
});
