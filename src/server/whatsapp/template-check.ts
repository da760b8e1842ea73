// The check of content/whatsapp, run by the build step that writes the functions' content module
// (scripts/server-content.ts, so `npm run server-content`, build, start and test all run it). A file that names a
// value its message does not have, leaves one out, breaks a rule WhatsApp refuses templates for (a value at the
// start or end, two values side by side), or lacks its buttons fails with a message naming the file.
//
// Editors' manual. content/whatsapp/<message>.md, and the same name in si/ and ta/:
//   ---
//   buttons: "Confirm | Cancel | Another time"     (only the messages with buttons; the three titles, in order)
//   reviewed: false                                (si/ta only: no native speaker at the clinic has checked it yet)
//   ---
//   Hela Wedakama: your appointment {{reference}} ...
// Every message must exist in every language: a WhatsApp template is approved per language.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import {
  isWhatsAppMessageName,
  WHATSAPP_BUTTON_ACTIONS,
  WHATSAPP_MESSAGE_NAMES,
  WHATSAPP_MESSAGES,
  type WhatsAppMessageName,
} from './catalogue.ts';

export interface WhatsAppTemplate {
  /** The text with named values: {{reference}}. */
  text: string;
  /**
   * The quick replies' titles in the order of WHATSAPP_BUTTON_ACTIONS, as the file writes them ("Confirm | Cancel |
   * Another time"); empty without buttons. One string: the generated module stays as the formatter writes it.
   */
  buttons: string;
  /** False for a machine-made translation no native speaker has checked. */
  reviewed: boolean;
}

export type WhatsAppTemplates = Record<WhatsAppMessageName, Record<Locale, WhatsAppTemplate>>;

export class WhatsAppTemplateError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`content/whatsapp has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.name = 'WhatsAppTemplateError';
    this.problems = problems;
  }
}

/** WhatsApp's limit on a template's body. */
const MAX_BODY = 1024;
/** WhatsApp's limit on a quick reply's title. */
const MAX_BUTTON_TITLE = 20;

function parse(text: string): { fields: Record<string, string>; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { fields: {}, body: text.trim() };
  const [, head = '', body = ''] = match;
  const fields: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const [whole, name = '', value = ''] = /^([a-z]+):\s*(.*)$/.exec(line) ?? [];
    if (!whole) return undefined;
    fields[name] = value.trim().replace(/^"(.*)"$/, '$1');
  }
  return { fields, body: body.trim() };
}

/** Checks one file; `file` names it in every problem. */
export function checkWhatsAppTemplate(
  file: string,
  name: string,
  locale: Locale,
  text: string,
): { ok: true; template: WhatsAppTemplate } | { ok: false; problems: string[] } {
  const say = (problem: string) => `${file}: ${problem}`;
  if (!isWhatsAppMessageName(name)) {
    return {
      ok: false,
      problems: [say(`no WhatsApp message is called "${name}"; the files are ${WHATSAPP_MESSAGE_NAMES.join(', ')}`)],
    };
  }
  const parsed = parse(text);
  if (!parsed) return { ok: false, problems: [say('the front matter is not "field: value" lines')] };
  const { fields, body } = parsed;
  const spec = WHATSAPP_MESSAGES[name];
  const problems: string[] = [];
  const allowedFields = ['buttons', ...(locale === 'en' ? [] : ['reviewed'])];
  for (const field of Object.keys(fields)) {
    if (!allowedFields.includes(field)) problems.push(say(`unknown front matter field "${field}"`));
  }
  if (body === '') problems.push(say('the message text is empty'));
  if (body.length > MAX_BODY) problems.push(say(`the text is ${body.length} characters; WhatsApp takes ${MAX_BODY}`));
  const used = new Set<string>();
  for (const [, value = ''] of body.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) {
    if (!(spec.variables as readonly string[]).includes(value)) {
      problems.push(
        say(`unknown value {{${value}}}; this message has ${spec.variables.map((v) => `{{${v}}}`).join(', ')}`),
      );
    }
    used.add(value);
  }
  for (const variable of spec.variables) {
    if (!used.has(variable)) problems.push(say(`{{${variable}}} is missing: the message must say it`));
  }
  if (/^\{\{/.test(body) || /\}\}[.!]?$/.test(body)) {
    problems.push(say('the text starts or ends with a value: WhatsApp does not approve such a template'));
  }
  if (/\}\}\s*\{\{/.test(body))
    problems.push(say('two values side by side: WhatsApp does not approve such a template'));
  const buttons = fields.buttons ? fields.buttons.split('|').map((title) => title.trim()) : [];
  if (spec.buttons && buttons.length !== WHATSAPP_BUTTON_ACTIONS.length) {
    problems.push(say(`buttons: give ${WHATSAPP_BUTTON_ACTIONS.length} titles (Confirm | Cancel | Another time)`));
  }
  if (!spec.buttons && buttons.length > 0) problems.push(say('this message has no buttons'));
  for (const title of buttons) {
    if (title === '' || title.length > MAX_BUTTON_TITLE) {
      problems.push(say(`button "${title}": 1 to ${MAX_BUTTON_TITLE} characters`));
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, template: { text: body, buttons: buttons.join(' | '), reviewed: fields.reviewed !== 'false' } };
}

/** Every template of `directory` (content/whatsapp) in every language; throws one error listing every problem. */
export function loadWhatsAppTemplates(directory: string): WhatsAppTemplates {
  const problems: string[] = [];
  const templates: Partial<Record<WhatsAppMessageName, Partial<Record<Locale, WhatsAppTemplate>>>> = {};
  for (const locale of LOCALES) {
    const folder = locale === 'en' ? directory : path.join(directory, locale);
    const relative = `content/whatsapp${locale === 'en' ? '' : `/${locale}`}`;
    const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.md')) : [];
    for (const file of files) {
      const name = file.replace(/\.md$/, '');
      const result = checkWhatsAppTemplate(
        `${relative}/${file}`,
        name,
        locale,
        readFileSync(path.join(folder, file), 'utf8'),
      );
      if (!result.ok) problems.push(...result.problems);
      else
        templates[name as WhatsAppMessageName] = {
          ...templates[name as WhatsAppMessageName],
          [locale]: result.template,
        };
    }
    for (const name of WHATSAPP_MESSAGE_NAMES) {
      if (!files.includes(`${name}.md`))
        problems.push(`${relative}/${name}.md is missing: every message in every language`);
    }
  }
  if (problems.length > 0) throw new WhatsAppTemplateError(problems);
  return templates as WhatsAppTemplates;
}
