// The content check of content/emails: run by the content collection at `astro build` and by the script that
// turns the files into the module the functions import. A file that uses a value the code does not fill in, or
// leaves out one the message needs, fails the build with a message naming the file and the placeholder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PREFIXED_LOCALES } from '../../i18n/locales.ts';
import {
  allowedPlaceholders,
  EMAIL_MESSAGE_KEYS,
  EMAIL_MESSAGES,
  EMAILS_IN_EVERY_LANGUAGE,
  type EmailMessageKey,
  isEmailMessageKey,
  PROVIDER_PLACEHOLDERS,
} from './message-catalogue.ts';
import { parseTemplateFile, scanTags, sectionProblems, TemplateSyntaxError } from './template-syntax.ts';

export interface EmailTemplate {
  subject: string;
  /** Markdown with placeholders and sections. */
  body: string;
}

export type CheckResult =
  | { ok: true; key: EmailMessageKey; template: EmailTemplate }
  | { ok: false; problems: string[] };

const FRONTMATTER_FIELDS = ['subject'];

/** Checks one template file; `file` is its path, used to name it in every problem. */
export function checkEmailTemplate(file: string, text: string): CheckResult {
  const key = path.basename(file, '.md');
  const say = (problem: string) => `${file}: ${problem}`;
  if (!isEmailMessageKey(key)) {
    return {
      ok: false,
      problems: [say(`no e-mail is called "${key}"; the files are ${EMAIL_MESSAGE_KEYS.join(', ')}`)],
    };
  }
  let parsed: ReturnType<typeof parseTemplateFile>;
  try {
    parsed = parseTemplateFile(text);
  } catch (error) {
    if (error instanceof TemplateSyntaxError) return { ok: false, problems: [say(error.message)] };
    throw error;
  }
  const problems: string[] = [];
  const subject = parsed.frontmatter.subject ?? '';
  for (const field of Object.keys(parsed.frontmatter)) {
    if (!FRONTMATTER_FIELDS.includes(field)) problems.push(say(`unknown front matter field "${field}"`));
  }
  if (subject.trim() === '') problems.push(say('subject is missing: add `subject: "..."` to the front matter'));
  if (parsed.body === '') problems.push(say('the message text is empty'));

  const allowed = allowedPlaceholders(key);
  const { sections, required } = EMAIL_MESSAGES[key];
  const used = new Set<string>();
  for (const [part, text] of [
    ['subject', subject],
    ['text', parsed.body],
  ] as const) {
    for (const tag of scanTags(text)) {
      if (tag.kind === 'malformed') {
        problems.push(say(`${part}: "${tag.text}" is not a placeholder; write {{name}}, {{#section}} or {{/section}}`));
      } else if (tag.kind === 'placeholder') {
        used.add(tag.name);
        if (!allowed.includes(tag.name)) {
          problems.push(say(`${part}: unknown placeholder {{${tag.name}}}; this e-mail may use ${list(allowed)}`));
        }
      } else if (part === 'subject') {
        problems.push(say('subject: sections ({{#...}}) are only allowed in the text'));
      } else if (tag.kind === 'open' && !(sections as readonly string[]).includes(tag.name)) {
        const known = sections.length > 0 ? `this e-mail has ${list(sections, '#')}` : 'this e-mail has no sections';
        problems.push(say(`text: unknown section {{#${tag.name}}}; ${known}`));
      }
    }
  }
  for (const problem of sectionProblems(parsed.body)) problems.push(say(`text: ${problem}`));
  for (const name of required) {
    if (!used.has(name)) problems.push(say(`missing placeholder {{${name}}}: this e-mail must show it`));
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, key, template: { subject, body: parsed.body } };
}

export class EmailTemplateError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`E-mail templates have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.name = 'EmailTemplateError';
    this.problems = problems;
  }
}

/** Checks every template file of one folder; `required` are the messages whose file must be there. */
function checkFolder(directory: string, required: readonly EmailMessageKey[]) {
  const files = existsSync(directory)
    ? readdirSync(directory)
        .filter((name) => name.endsWith('.md'))
        .sort()
    : [];
  const problems: string[] = [];
  const templates: Partial<Record<EmailMessageKey, EmailTemplate>> = {};
  const shown = path.relative(process.cwd(), directory) || '.';
  for (const name of files) {
    const file = path.join(shown, name);
    const result = checkEmailTemplate(file, readFileSync(path.join(directory, name), 'utf8'));
    if (result.ok) templates[result.key] = result.template;
    else problems.push(...result.problems);
  }
  for (const key of required) {
    if (!files.includes(`${key}.md`)) problems.push(`${path.join(shown, `${key}.md`)}: file is missing`);
  }
  return { problems, templates, shown };
}

/** Reads and checks every template in `directory`; throws one error listing every problem of every file. */
export function loadEmailTemplates(directory: string): Record<EmailMessageKey, EmailTemplate> {
  const { problems, templates } = checkFolder(directory, EMAIL_MESSAGE_KEYS);
  if (problems.length > 0) throw new EmailTemplateError(problems);
  return templates as Record<EmailMessageKey, EmailTemplate>;
}

export type EmailTranslations = Record<
  (typeof PREFIXED_LOCALES)[number],
  Partial<Record<EmailMessageKey, EmailTemplate>>
>;

/** The placeholders (the provider's aside) and sections a template uses. */
function usedTags(template: EmailTemplate): Set<string> {
  const provider = new Set<string>(PROVIDER_PLACEHOLDERS);
  return new Set(
    [...scanTags(template.subject), ...scanTags(template.body)].flatMap((tag) => {
      if (tag.kind === 'placeholder') return provider.has(tag.name) ? [] : [`{{${tag.name}}}`];
      return tag.kind === 'open' ? [`{{#${tag.name}}}`] : [];
    }),
  );
}

/**
 * Reads and checks the Sinhala and Tamil templates in `directory`/si and /ta (docs/i18n.md): the same checks as
 * the English files, each message of EMAILS_IN_EVERY_LANGUAGE present, and the same values and sections as its
 * English file (a translation must not drop the manage link or the centre's phone). Only the provider's own
 * details may be written out, in the language's script. Throws one error listing every problem.
 */
export function loadEmailTranslations(
  directory: string,
  english: Record<EmailMessageKey, EmailTemplate>,
): EmailTranslations {
  const problems: string[] = [];
  const translations: Partial<EmailTranslations> = {};
  for (const locale of PREFIXED_LOCALES) {
    const folder = checkFolder(path.join(directory, locale), EMAILS_IN_EVERY_LANGUAGE);
    problems.push(...folder.problems);
    for (const [key, template] of Object.entries(folder.templates) as [EmailMessageKey, EmailTemplate][]) {
      const expected = usedTags(english[key]);
      const used = usedTags(template);
      const file = path.join(folder.shown, `${key}.md`);
      for (const tag of expected)
        if (!used.has(tag)) problems.push(`${file}: ${tag} is in the English text but not here`);
      for (const tag of used) if (!expected.has(tag)) problems.push(`${file}: ${tag} is not in the English text`);
    }
    translations[locale] = folder.templates;
  }
  if (problems.length > 0) throw new EmailTemplateError(problems);
  return translations as EmailTranslations;
}

function list(names: readonly string[], sigil = ''): string {
  return names.map((name) => `{{${sigil}${name}}}`).join(', ');
}
