// The content check of content/emails: run by the content collection at `astro build` and by the script that
// turns the files into the module the functions import. A file that uses a value the code does not fill in, or
// leaves out one the message needs, fails the build with a message naming the file and the placeholder.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EmailMessageKey } from './message-catalogue.ts';
import { allowedPlaceholders, EMAIL_MESSAGE_KEYS, EMAIL_MESSAGES, isEmailMessageKey } from './message-catalogue.ts';
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

/** Reads and checks every template in `directory`; throws one error listing every problem of every file. */
export function loadEmailTemplates(directory: string): Record<EmailMessageKey, EmailTemplate> {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const problems: string[] = [];
  const templates: Partial<Record<EmailMessageKey, EmailTemplate>> = {};
  const shown = path.relative(process.cwd(), directory) || '.';
  for (const name of files) {
    const file = path.join(shown, name);
    const result = checkEmailTemplate(file, readFileSync(path.join(directory, name), 'utf8'));
    if (result.ok) templates[result.key] = result.template;
    else problems.push(...result.problems);
  }
  for (const key of EMAIL_MESSAGE_KEYS) {
    if (!files.includes(`${key}.md`)) problems.push(`${path.join(shown, `${key}.md`)}: file is missing`);
  }
  if (problems.length > 0) throw new EmailTemplateError(problems);
  return templates as Record<EmailMessageKey, EmailTemplate>;
}

function list(names: readonly string[], sigil = ''): string {
  return names.map((name) => `{{${sigil}${name}}}`).join(', ');
}
