// The little language of content/emails/*.md, shared by the build-time check and the renderer so both read a file
// the same way:
//   ---
//   subject: "Your appointment {{reference}} is booked"
//   ---
//   Markdown body with {{placeholders}} and optional {{#section}}...{{/section}} blocks.
// The front matter is YAML (read by the `yaml` package, every value as text); the placeholders and sections are ours.
import { parse as parseYaml, YAMLError } from 'yaml';

export interface TemplateFile {
  frontmatter: Record<string, string>;
  body: string;
}

export type Tag =
  | { kind: 'placeholder'; name: string }
  | { kind: 'open'; name: string }
  | { kind: 'close'; name: string }
  | { kind: 'malformed'; text: string };

const TAG = /\{\{\s*([#/]?)\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
/** A section tag alone on its line takes the whole line with it, so blocks leave no stray blank lines. */
const STANDALONE_SECTION_TAG = /^[ \t]*(\{\{\s*[#/]\s*[A-Za-z][A-Za-z0-9]*\s*\}\})[ \t]*\r?\n/gm;

export class TemplateSyntaxError extends Error {}

export function parseTemplateFile(text: string): TemplateFile {
  const normalised = text.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, '');
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(normalised);
  if (!match) throw new TemplateSyntaxError('the file must start with a front matter block between two "---" lines');
  let parsed: unknown;
  try {
    // The failsafe schema reads every value as text, so `subject: 2026` stays "2026" rather than a number.
    parsed = parseYaml(match[1] ?? '', { schema: 'failsafe', logLevel: 'error' });
  } catch (error) {
    if (!(error instanceof YAMLError)) throw error;
    throw new TemplateSyntaxError(`front matter line ${(error.linePos?.[0].line ?? 0) + 1}: ${yamlProblem(error)}`);
  }
  if (parsed === null || parsed === undefined) parsed = {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new TemplateSyntaxError('the front matter must be "key: value" lines');
  }
  const frontmatter: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof value !== 'string') {
      throw new TemplateSyntaxError(`front matter field "${key}" is not text: put it in "double quotes"`);
    }
    frontmatter[key] = value;
  }
  return { frontmatter, body: normalised.slice(match[0].length).trim() };
}

function yamlProblem(error: YAMLError): string {
  const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1];
  if (error.code === 'MISSING_CHAR' && quote) {
    return quote === '"'
      ? 'the "double-quoted" text is not closed properly'
      : "the 'single-quoted' text is not closed properly";
  }
  return (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
}

/** Every `{{...}}` in `text`, in order; anything with braces that is not a valid tag is reported as malformed. */
export function scanTags(text: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of text.matchAll(TAG)) {
    const [, sigil, name = ''] = match;
    tags.push(
      sigil === '#' ? { kind: 'open', name } : sigil === '/' ? { kind: 'close', name } : { kind: 'placeholder', name },
    );
  }
  const rest = text.replace(TAG, '');
  for (const stray of rest.matchAll(/\{\{[^{}\n]{0,40}\}?\}?|\}\}/g)) tags.push({ kind: 'malformed', text: stray[0] });
  return tags;
}

/** Problems with the section blocks of `text` (unclosed, stray close, same section nested in itself). */
export function sectionProblems(text: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const tag of scanTags(text)) {
    if (tag.kind === 'open') {
      if (open.includes(tag.name)) problems.push(`section {{#${tag.name}}} is opened again inside itself`);
      open.push(tag.name);
    } else if (tag.kind === 'close') {
      if (open.at(-1) === tag.name) open.pop();
      else problems.push(`{{/${tag.name}}} closes a section that is not open here`);
    }
  }
  for (const name of open) problems.push(`section {{#${name}}} is never closed with {{/${name}}}`);
  return problems;
}

/**
 * `text` with its sections kept or dropped and each placeholder replaced by `fill(name)`. The template must be valid
 * (the build checks every file); a broken one throws rather than sending half a message.
 */
export function expandTemplate(text: string, fill: (name: string) => string, sections: ReadonlySet<string>): string {
  const problems = sectionProblems(text);
  if (problems.length > 0) throw new TemplateSyntaxError(problems.join('; '));
  const source = text.replace(STANDALONE_SECTION_TAG, '$1');
  let output = '';
  let hiddenDepth = 0;
  let cursor = 0;
  for (const match of source.matchAll(TAG)) {
    if (hiddenDepth === 0) output += source.slice(cursor, match.index);
    cursor = match.index + match[0].length;
    const [, sigil, name = ''] = match;
    if (sigil === '#') {
      if (hiddenDepth > 0 || !sections.has(name)) hiddenDepth += 1;
    } else if (sigil === '/') {
      if (hiddenDepth > 0) hiddenDepth -= 1;
    } else if (hiddenDepth === 0) {
      output += fill(name);
    }
  }
  return output + source.slice(cursor);
}
