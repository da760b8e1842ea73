// Turns a message of content/emails and its values into the subject, the plain text and a simple HTML version with
// the provider's footer. The Markdown is read by `marked` (CommonMark) and written by our two renderers below
// (inline styles for e-mail clients, a lone link as a button; or plain text). Values are inserted after the Markdown
// is read, as opaque tokens, so nothing a visitor typed (a name, a contact message) can add markup, links or
// Markdown: in HTML every value is escaped, and a link address must be http(s), mailto or tel after its values are in.
import { Marked, type RendererObject } from 'marked';
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

/** One Markdown reader (CommonMark, `marked`) with our output: HTML with inline styles for the layout, or plain text. */
function markdownWith(renderer: RendererObject<string, string>) {
  return (markdown: string) => new Marked({ gfm: false, renderer }).parse(markdown, { async: false });
}

function markdownToText(markdown: string): string {
  return markdownWith({
    heading({ tokens }) {
      return `${this.parser.parseInline(tokens).toUpperCase()}\n\n`;
    },
    paragraph({ tokens }) {
      return `${this.parser.parseInline(tokens)}\n\n`;
    },
    list({ ordered, items }) {
      const lines = items.map(
        (item, index) =>
          `${ordered ? `${index + 1}.` : '-'} ${this.parser.parse(item.tokens).replaceAll('\n', '\n  ')}`,
      );
      return `${lines.join('\n')}\n\n`;
    },
    text(token) {
      return 'tokens' in token && token.tokens ? this.parser.parseInline(token.tokens) : token.text;
    },
    html: ({ text }) => text,
    strong({ tokens }) {
      return this.parser.parseInline(tokens);
    },
    em({ tokens }) {
      return this.parser.parseInline(tokens);
    },
    codespan: ({ text }) => text,
    br: () => '\n',
    link({ href, text, tokens }) {
      return text === href ? href : `${this.parser.parseInline(tokens)}: ${href}`;
    },
  })(markdown);
}

function safeHref(href: string): string | null {
  return /^(https?:\/\/|mailto:|tel:)/i.test(href) && !/[\s<>"]/.test(href) ? href : null;
}

/** HTML with the value tokens still in (escaped later); `raw` resolves a link address to check and escape it. */
function markdownToHtml(markdown: string, raw: (text: string) => string): string {
  const link = `color:${COLOURS.primary};text-decoration:underline;`;
  const paragraph = `margin:0 0 16px;`;
  return markdownWith({
    heading({ tokens, depth }) {
      const size = depth === 1 ? 22 : depth === 2 ? 19 : 17;
      const style = `margin:24px 0 8px;font-family:${HEADING_FONT};font-size:${size}px;line-height:1.3;color:${COLOURS.primary};`;
      const tag = `h${Math.min(depth + 1, 6)}`;
      return `<${tag} style="${style}">${this.parser.parseInline(tokens)}</${tag}>\n`;
    },
    paragraph({ tokens }) {
      const [only] = tokens;
      const target = tokens.length === 1 && only?.type === 'link' ? safeHref(raw(only.href)) : null;
      if (only?.type === 'link' && target) {
        // A link alone in its paragraph is the message's call to action: a button.
        const button = `display:inline-block;padding:12px 20px;border-radius:8px;background:${COLOURS.primary};color:#ffffff;font-weight:600;text-decoration:none;`;
        return `<p style="${paragraph}"><a href="${escapeHtml(target)}" style="${button}">${this.parser.parseInline(only.tokens ?? [])}</a></p>\n`;
      }
      return `<p style="${paragraph}">${this.parser.parseInline(tokens)}</p>\n`;
    },
    list({ ordered, items }) {
      const tag = ordered ? 'ol' : 'ul';
      const html = items.map((item) => `<li style="margin:0 0 6px;">${this.parser.parse(item.tokens)}</li>`).join('');
      return `<${tag} style="margin:0 0 16px;padding-left:22px;">${html}</${tag}>\n`;
    },
    text(token) {
      if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
      return escapeHtml(token.text).replaceAll('\n', '<br>');
    },
    // Markup written in a template is shown as text, like a value's.
    html: ({ text }) => escapeHtml(text),
    link({ href, tokens }) {
      const target = safeHref(raw(href));
      const label = this.parser.parseInline(tokens);
      return target ? `<a href="${escapeHtml(target)}" style="${link}">${label}</a>` : label;
    },
  })(markdown).trimEnd();
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
