// The wording of every e-mail the product sends: content/emails/<message>.md, one file per message.
//
// Editors' manual. Each file starts with a front matter block holding the subject, then the text in Markdown:
//   ---
//   subject: "Your appointment {{reference}} is booked"
//   ---
//   Dear {{patientName}}, ...
// - {{name}} is replaced by a value (escaped, so a visitor's input can never change the layout). Which names a
//   message may use, and which it must use, is listed in src/server/email/message-catalogue.ts; every message may
//   also use {{providerName}}, {{providerPhone}}, {{providerEmail}} and {{siteUrl}}.
// - {{#name}}...{{/name}} is a block shown only in some cases (e.g. {{#bank}} for a bank-transfer donation).
// - Markdown kept by the e-mail layout: paragraphs (a single line break stays a line break), "## " headings,
//   "- " and "1. " lists, **bold** and [link text](address). The footer (name, address, phone) is added for you.
// - Never add health information (conditions, medicines, notes) to an e-mail.
// - A Sinhala or Tamil version is a file of the same name in content/emails/si/ or content/emails/ta/, with the same
//   {{values}} and {{#blocks}} as the English file (the provider's name may be written in the language's script).
//   The booking messages must exist in every language; any other message falls back to English without one.
// A file naming an unknown value, leaving out a required one or breaking a block fails `astro build` with a message
// naming the file and the placeholder.
//
// The functions receive the same checked templates through the one module of content for the server
// (scripts/server-content.ts, docs/architecture.md "The content path").

import { defineCollection } from 'astro:content';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { EMAIL_MESSAGES } from '../server/email/message-catalogue.ts';
import { loadEmailTemplates, loadEmailTranslations } from '../server/email/template-check.ts';

const EMAIL_TEMPLATES_DIRECTORY = 'content/emails';

export const emails = defineCollection({
  loader: {
    name: 'email-templates',
    load: async ({ store, parseData, generateDigest, config }) => {
      // Throws one error naming every file and placeholder at fault, which stops the build.
      const directory = path.join(fileURLToPath(config.root), EMAIL_TEMPLATES_DIRECTORY);
      const templates = loadEmailTemplates(directory);
      // The Sinhala and Tamil versions (content/emails/si, /ta) pass the same check, with the same values.
      loadEmailTranslations(directory, templates);
      store.clear();
      for (const [id, template] of Object.entries(templates)) {
        const description = EMAIL_MESSAGES[id as keyof typeof EMAIL_MESSAGES].description;
        const data = await parseData({ id, data: { ...template, description } });
        store.set({
          id,
          data,
          body: template.body,
          filePath: `${EMAIL_TEMPLATES_DIRECTORY}/${id}.md`,
          digest: generateDigest(data),
        });
      }
    },
  },
  schema: z.object({
    subject: z.string().min(1).describe('The subject line; may use the same {{placeholders}} as the text'),
    body: z.string().min(1).describe('The message in Markdown with {{placeholders}} and {{#section}} blocks'),
    description: z.string().describe('Who receives the message and when (from the message catalogue, not the file)'),
  }),
});
