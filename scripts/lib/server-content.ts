// The build step that hands content/ to the functions (docs/architecture.md "The content path"): every file the
// functions need is checked with its collection's own schema (src/content-schemas) and the result written to ONE
// module, src/server/content/server-content.generated.json. A broken file fails naming the file and the field.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { centerFields } from '../../src/content-schemas/center-fields.ts';
import { donationBankFields } from '../../src/content-schemas/donation-bank-fields.ts';
import { siteFields } from '../../src/content-schemas/site-fields.ts';
import { volunteerEventFields, volunteerProgramFields } from '../../src/content-schemas/volunteer-fields.ts';
import { PREFIXED_LOCALES } from '../../src/i18n/locales.ts';
import type { ServerContent, VolunteerProgramEntry } from '../../src/server/content/server-content.ts';
import {
  EmailTemplateError,
  loadEmailTemplates,
  loadEmailTranslations,
} from '../../src/server/email/template-check.ts';
import { loadWhatsAppTemplates, WhatsAppTemplateError } from '../../src/server/whatsapp/template-check.ts';
import { VOLUNTEER_PROGRAMS } from '../../src/shared/enums.ts';

export const SERVER_CONTENT_MODULE = 'src/server/content/server-content.generated.json';

export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`content/ has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

function parseFile<T>(root: string, file: string, schema: z.ZodType<T>): Parsed<T> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  } catch (error) {
    return { ok: false, problem: `${file}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, problem: `${file}: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}` };
}

/** The `.json` files of a content folder, by id (the file name), sorted by id. */
function jsonFiles(root: string, folder: string): { id: string; file: string }[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ id: name.replace(/\.json$/, ''), file: `${folder}/${name}` }));
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** What a patient's messages take from a translation file: the name (the page collections check the rest). */
const translatedName = z.looseObject({ name: z.string().min(1) });
const translatedService = z.looseObject({ service: z.string().min(1), name: z.string().min(1) });

/** Reads and checks everything the functions need from `root`/content; throws one error listing every problem. */
export function collectServerContent(root: string): ServerContent {
  const problems: string[] = [];
  const take = <T>(result: Parsed<T>): T | undefined => {
    if (result.ok) return result.value;
    problems.push(result.problem);
    return undefined;
  };
  const many = <T>(folder: string, schema: z.ZodType<T>): (T & { id: string })[] =>
    jsonFiles(root, folder).flatMap(({ id, file }) => {
      const value = take(parseFile(root, file, schema));
      return value === undefined ? [] : [{ id, ...value }];
    });

  let emailTemplates: ServerContent['emailTemplates'] | undefined;
  let emailTranslations: ServerContent['emailTranslations'] | undefined;
  try {
    emailTemplates = loadEmailTemplates(path.join(root, 'content/emails'));
    emailTranslations = loadEmailTranslations(path.join(root, 'content/emails'), emailTemplates);
  } catch (error) {
    if (!(error instanceof EmailTemplateError)) throw error;
    problems.push(...error.problems);
  }
  let whatsappTemplates: ServerContent['whatsappTemplates'] | undefined;
  try {
    whatsappTemplates = loadWhatsAppTemplates(path.join(root, 'content/whatsapp'));
  } catch (error) {
    if (!(error instanceof WhatsAppTemplateError)) throw error;
    problems.push(...error.problems);
  }
  const site = take(parseFile(root, 'content/site/settings.json', siteFields));
  const donationBank = take(parseFile(root, 'content/donation/bank-account.json', donationBankFields));
  const programs = many('content/volunteer-programs', volunteerProgramFields).flatMap((program) => {
    if ((VOLUNTEER_PROGRAMS as readonly string[]).includes(program.id)) return [program as VolunteerProgramEntry];
    problems.push(
      `content/volunteer-programs/${program.id}.json: the file name must be one of ${VOLUNTEER_PROGRAMS.join(', ')}`,
    );
    return [];
  });
  const events = many('content/volunteer-events', volunteerEventFields);
  const centers = many('content/centers', centerFields);
  // The names the patient's messages use in Sinhala and Tamil, by English name: a service's from
  // content/services/<lang>/ (named by the service), a centre's from content/centers/<lang>/<id>.json.
  const translatedNames = Object.fromEntries(
    PREFIXED_LOCALES.map((locale) => {
      const services = many(`content/services/${locale}`, translatedService).map((file) => [file.service, file.name]);
      const centres = many(`content/centers/${locale}`, translatedName).flatMap((file) => {
        const english = centers.find((center) => center.id === file.id)?.name;
        return english ? [[english, file.name]] : [];
      });
      return [locale, { services: Object.fromEntries(services), centres: Object.fromEntries(centres) }];
    }),
  ) as ServerContent['translatedNames'];

  if (problems.length > 0 || !emailTemplates || !emailTranslations || !whatsappTemplates || !site || !donationBank) {
    throw new ContentError(problems);
  }
  return {
    emailTemplates,
    emailTranslations,
    whatsappTemplates,
    provider: {
      name: site.name,
      address: `${site.address.street}, ${site.address.locality} ${site.address.postalCode}, ${site.address.country}`,
      phone: site.phone,
      email: site.email,
    },
    donationBank,
    translatedNames,
    volunteerPrograms: programs.sort(byOrder),
    volunteerEvents: events.sort(byOrder),
    centers: centers.map(({ id, name, city, location, phone, email, description, openingHours, doctors }) => ({
      id,
      name,
      city,
      location,
      phone,
      ...(email === undefined ? {} : { email }),
      description,
      openingHours,
      doctors,
    })),
  };
}

/** The programme titles the admin screens show: the one part of the module the browser needs, kept apart. */
export const PROGRAM_TITLES_MODULE = 'src/shared/volunteer/program-titles.generated.json';

/** Writes the modules whose text changed (an unchanged file keeps its date, so nothing rebuilds). */
export function writeServerContent(root: string, content: ServerContent): boolean {
  const titles = Object.fromEntries(content.volunteerPrograms.map((program) => [program.id, program.title]));
  const written = [
    writeIfChanged(path.join(root, SERVER_CONTENT_MODULE), content),
    writeIfChanged(path.join(root, PROGRAM_TITLES_MODULE), titles),
  ];
  return written.some(Boolean);
}

function writeIfChanged(file: string, value: unknown): boolean {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}
