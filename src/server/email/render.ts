// Turns a message of content/emails and its values into the subject, the plain text and a simple HTML version with
// the provider's footer. Values are inserted after the Markdown is read, as opaque tokens, so nothing a visitor
// typed (a name, a contact message) can add markup, links or Markdown: in HTML every value is escaped, and a link
// address must be http(s), mailto or tel after its values are in.
import type { Locale } from '../../i18n/locales.ts';
import { SERVER_CONTENT } from '../content/server-content.ts';
import {
  EMAIL_MESSAGES,
  type EmailMessageKey,
  type EmailSections,
  type EmailValues,
  PROVIDER_PLACEHOLDERS,
} from './message-catalogue.ts';
import { PROVIDER, siteUrl } from './provider.ts';
import { expandTemplate } from './template-syntax.ts';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const COLOURS = {
  page: '#fbf7ef',
  card: '#ffffff',
  border: '#ded5c3',
  ink: '#1d2a21',
  muted: '#4a5a4f',
  primary: '#1f5130',
  footer: '#f3ecdd',
} as const;
const BODY_FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif";
const HEADING_FONT = "Georgia,'Times New Roman',serif";

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Values are kept out of the Markdown pass as \uE000<n>\uE001 tokens (private-use characters) and put in afterwards. */
const TOKEN = /\uE000(\d+)\uE001/g;

/** The template of message `key` in `locale` (content/emails/<locale>/), English when there is none, and its language. */
function templateIn(key: EmailMessageKey, locale: Locale) {
  const translated = locale === 'en' ? undefined : SERVER_CONTENT.emailTranslations[locale][key];
  if (translated) return { template: translated, lang: locale };
  return { template: SERVER_CONTENT.emailTemplates[key], lang: 'en' as const };
}

export function renderEmail<K extends EmailMessageKey>(
  key: K,
  values: EmailValues<K>,
  sections: EmailSections<K> = [],
  locale: Locale = 'en',
): RenderedEmail {
  const { template, lang } = templateIn(key, locale);
  if (!template) throw new Error(`No template for e-mail "${key}": run \`npm run build\` to regenerate it`);
  const site = siteUrl();
  const all: Record<string, string> = {
    providerName: PROVIDER.name,
    providerPhone: PROVIDER.phone,
    providerEmail: PROVIDER.email,
    siteUrl: site,
    ...(values as Record<string, string>),
  };
  const lookup = (name: string): string => {
    const value = all[name];
    if (value === undefined) throw new Error(`E-mail "${key}" uses {{${name}}}, which has no value`);
    return value;
  };
  const known = new Set<string>([...EMAIL_MESSAGES[key].placeholders, ...PROVIDER_PLACEHOLDERS]);
  for (const name of Object.keys(values)) {
    if (!known.has(name)) throw new Error(`E-mail "${key}" has no placeholder {{${name}}}`);
  }

  const subject = expandTemplate(template.subject, (name) => lookup(name), new Set())
    .replace(/\s+/g, ' ')
    .trim();

  const tokenValues: string[] = [];
  const tokenised = expandTemplate(
    template.body,
    (name) => `\uE000${tokenValues.push(lookup(name)) - 1}\uE001`,
    new Set<string>(sections),
  );
  const raw = (text: string) => text.replace(TOKEN, (_, index: string) => tokenValues[Number(index)] ?? '');
  const escaped = (text: string) =>
    text.replace(TOKEN, (_, index: string) => escapeHtml(tokenValues[Number(index)] ?? '').replaceAll('\n', '<br>'));

  const text = `${raw(markdownToText(tokenised)).trim()}\n\n-- \n${footerLines(site).join('\n')}\n`;
  const html = layout(subject, escaped(markdownToHtml(tokenised, raw)), site, lang);
  return { subject, text, html };
}

function footerLines(site: string): string[] {
  return [PROVIDER.name, PROVIDER.address, `${PROVIDER.phone} · ${PROVIDER.email}`, site];
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; lines: string[] };

const LIST_ITEM = /^\s*(?:([-*])|(\d+)\.)\s+(.*)$/;

/**
 * The Markdown the templates use: blocks separated by blank lines; a heading line; list items ("- ", "* ", "1. ")
 * with indented continuation lines; everything else a paragraph whose line breaks are kept.
 */
function blocks(markdown: string): Block[] {
  const result: Block[] = [];
  for (const chunk of markdown.split(/\n[ \t]*(?=\n)/)) {
    let current: Block | undefined;
    for (const line of chunk.split('\n')) {
      if (line.trim() === '') continue;
      const heading = /^(#{1,3})\s+(.*)$/.exec(line);
      const item = LIST_ITEM.exec(line);
      if (heading) {
        current = undefined;
        result.push({ kind: 'heading', level: heading[1]?.length ?? 2, text: heading[2] ?? '' });
      } else if (item) {
        const ordered = item[2] !== undefined;
        if (current?.kind !== 'list' || current.ordered !== ordered) {
          current = { kind: 'list', ordered, items: [] };
          result.push(current);
        }
        current.items.push(item[3] ?? '');
      } else if (current?.kind === 'list' && /^\s/.test(line)) {
        current.items[current.items.length - 1] += `\n${line.trim()}`;
      } else if (current?.kind === 'paragraph') {
        current.lines.push(line);
      } else {
        current = { kind: 'paragraph', lines: [line] };
        result.push(current);
      }
    }
  }
  return result;
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

function markdownToText(markdown: string): string {
  const inline = (text: string) =>
    text
      .replace(LINK, (_, label: string, href: string) => (label === href ? href : `${label}: ${href}`))
      .replace(/\*\*(.+?)\*\*/g, '$1');
  return blocks(markdown)
    .map((block) => {
      if (block.kind === 'heading') return inline(block.text).toUpperCase();
      if (block.kind === 'list') {
        return block.items
          .map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${inline(item).replaceAll('\n', '\n  ')}`)
          .join('\n');
      }
      return block.lines.map(inline).join('\n');
    })
    .join('\n\n');
}

function safeHref(href: string): string | null {
  return /^(https?:\/\/|mailto:|tel:)/i.test(href) && !/[\s<>"]/.test(href) ? href : null;
}

/** HTML with the value tokens still in (escaped later); `raw` resolves a link address to check and escape it. */
function markdownToHtml(markdown: string, raw: (text: string) => string): string {
  const link = `color:${COLOURS.primary};text-decoration:underline;`;
  const emphasis = (text: string) => escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
  const inline = (text: string) => {
    let html = '';
    let cursor = 0;
    for (const match of text.matchAll(LINK)) {
      html += emphasis(text.slice(cursor, match.index));
      cursor = match.index + match[0].length;
      const [, label = '', href = ''] = match;
      const target = safeHref(raw(href));
      html += target ? `<a href="${escapeHtml(target)}" style="${link}">${emphasis(label)}</a>` : emphasis(label);
    }
    return (html + emphasis(text.slice(cursor))).replaceAll('\n', '<br>');
  };
  const paragraph = `margin:0 0 16px;`;
  return blocks(markdown)
    .map((block) => {
      if (block.kind === 'heading') {
        const size = block.level === 1 ? 22 : block.level === 2 ? 19 : 17;
        const style = `margin:24px 0 8px;font-family:${HEADING_FONT};font-size:${size}px;line-height:1.3;color:${COLOURS.primary};`;
        return `<h${block.level + 1} style="${style}">${inline(block.text)}</h${block.level + 1}>`;
      }
      if (block.kind === 'list') {
        const tag = block.ordered ? 'ol' : 'ul';
        const items = block.items.map((item) => `<li style="margin:0 0 6px;">${inline(item)}</li>`).join('');
        return `<${tag} style="margin:0 0 16px;padding-left:22px;">${items}</${tag}>`;
      }
      const only = block.lines.length === 1 ? /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(block.lines[0]?.trim() ?? '') : null;
      const target = only ? safeHref(raw(only[2] ?? '')) : null;
      if (only && target) {
        // A link alone in its paragraph is the message's call to action: a button.
        const button = `display:inline-block;padding:12px 20px;border-radius:8px;background:${COLOURS.primary};color:#ffffff;font-weight:600;text-decoration:none;`;
        return `<p style="${paragraph}"><a href="${escapeHtml(target)}" style="${button}">${emphasis(only[1] ?? '')}</a></p>`;
      }
      return `<p style="${paragraph}">${block.lines.map(inline).join('<br>')}</p>`;
    })
    .join('\n');
}

function layout(subject: string, content: string, site: string, lang: Locale): string {
  const phoneHref = `tel:${PROVIDER.phone.replace(/[^\d+]/g, '')}`;
  const footerLink = `color:${COLOURS.muted};text-decoration:underline;`;
  const siteHost = site.replace(/^https?:\/\//, '');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOURS.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOURS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${COLOURS.card};border:1px solid ${COLOURS.border};border-radius:12px;">
<tr><td style="padding:20px 28px;border-bottom:3px solid ${COLOURS.primary};font-family:${HEADING_FONT};font-size:22px;font-weight:bold;color:${COLOURS.primary};">${escapeHtml(PROVIDER.name)}</td></tr>
<tr><td style="padding:24px 28px 8px;font-family:${BODY_FONT};font-size:16px;line-height:1.6;color:${COLOURS.ink};">
${content}
</td></tr>
<tr><td style="padding:16px 28px;background:${COLOURS.footer};border-radius:0 0 12px 12px;font-family:${BODY_FONT};font-size:13px;line-height:1.6;color:${COLOURS.muted};">
<strong>${escapeHtml(PROVIDER.name)}</strong><br>
${escapeHtml(PROVIDER.address)}<br>
<a href="${escapeHtml(phoneHref)}" style="${footerLink}">${escapeHtml(PROVIDER.phone)}</a> · <a href="mailto:${escapeHtml(PROVIDER.email)}" style="${footerLink}">${escapeHtml(PROVIDER.email)}</a> · <a href="${escapeHtml(site)}" style="${footerLink}">${escapeHtml(siteHost)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
