// What editors still have to translate or have checked (docs/i18n.md "Content"), read from content/ as files:
// each English file with no translation beside it, each translation still `reviewed: false`, and each service of
// the build with no translation file. It informs; it never fails a build (scripts/untranslated.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PREFIXED_LOCALES } from '../../src/i18n/locales.ts';

/** Folders of content/ that are not translated beside their English file: e-mails have their own check (template
 * check of scripts/lib/server-content.ts) and services are named by the database's English names. */
const NOT_BESIDE = new Set(['emails', 'services']);
const CONTENT_FILE = /\.(json|md)$/;

export interface LanguageStatus {
  locale: (typeof PREFIXED_LOCALES)[number];
  /** English content files (paths from the project root) with no translation in this language. */
  missing: string[];
  /** Translation files (paths from the project root) not yet checked by a native speaker. */
  unreviewed: string[];
  /** English names of the build's services with no translation file in this language. */
  missingServices: string[];
  /** Service translation files naming a service the build does not have (renamed or removed by staff). */
  unknownServices: string[];
  /** Doctors (from the database, when the script can read it) with a name, specialty or qualifications not given
   * in this language: 'Dr. Nimal Perera: name, qualifications'. */
  missingDoctors?: string[];
}

const filesIn = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isFile() && CONTENT_FILE.test(entry.name))
        .map((entry) => entry.name)
        .sort()
    : [];

/** Whether a translation says a native speaker checked it: `"reviewed": true` in JSON, `reviewed: true` in the
 * front matter of Markdown. Anything else (false, missing, unreadable) counts as not checked. */
export function isReviewed(file: string, text: string): boolean {
  if (file.endsWith('.md')) {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
    return /^reviewed:\s*true\s*$/m.test(frontMatter);
  }
  try {
    return (JSON.parse(text) as { reviewed?: unknown }).reviewed === true;
  } catch {
    return false;
  }
}

function serviceNameOf(text: string): string | undefined {
  try {
    const { service } = JSON.parse(text) as { service?: unknown };
    return typeof service === 'string' ? service : undefined;
  } catch {
    return undefined;
  }
}

/** The status of every translated language, for content/ under `root` and the build's service names (undefined
 * when they could not be read: then only the service translations' reviewed flags are listed). */
export function untranslatedStatus(root: string, serviceNames: readonly string[] | undefined): LanguageStatus[] {
  const content = path.join(root, 'content');
  const folders = existsSync(content)
    ? readdirSync(content, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !NOT_BESIDE.has(entry.name))
        .map((entry) => entry.name)
        .sort()
    : [];
  const relative = (...parts: string[]) => path.posix.join('content', ...parts);
  const read = (...parts: string[]) => readFileSync(path.join(content, ...parts), 'utf8');

  return PREFIXED_LOCALES.map((locale) => {
    const status: LanguageStatus = { locale, missing: [], unreviewed: [], missingServices: [], unknownServices: [] };
    for (const folder of folders) {
      const translated = new Set(filesIn(path.join(content, folder, locale)));
      for (const file of filesIn(path.join(content, folder))) {
        if (!translated.has(file)) status.missing.push(relative(folder, file));
        else if (!isReviewed(file, read(folder, locale, file))) status.unreviewed.push(relative(folder, locale, file));
      }
    }
    const byService = new Map<string, string>();
    for (const file of filesIn(path.join(content, 'services', locale))) {
      const text = read('services', locale, file);
      const name = serviceNameOf(text);
      if (name === undefined || (serviceNames !== undefined && !serviceNames.includes(name))) {
        status.unknownServices.push(relative('services', locale, file));
        continue;
      }
      byService.set(name, file);
      if (!isReviewed(file, text)) status.unreviewed.push(relative('services', locale, file));
    }
    status.missingServices = (serviceNames ?? []).filter((name) => !byService.has(name));
    return status;
  });
}

/** The report as editors read it at the end of a build. */
export function formatStatus(statuses: readonly LanguageStatus[]): string {
  const lines = ['Translations (docs/i18n.md "Content"):'];
  for (const { locale, missing, unreviewed, missingServices, unknownServices, missingDoctors = [] } of statuses) {
    const todo = missing.length + missingServices.length + missingDoctors.length;
    lines.push(`${locale}: ${todo} to translate, ${unreviewed.length} to review`);
    lines.push(...missing.map((file) => `  no translation  ${file}`));
    lines.push(...missingServices.map((name) => `  no translation  service "${name}"`));
    lines.push(...missingDoctors.map((doctor) => `  no translation  doctor ${doctor}`));
    lines.push(...unknownServices.map((file) => `  no such service ${file}`));
    lines.push(...unreviewed.map((file) => `  not reviewed    ${file}`));
  }
  return lines.join('\n');
}
