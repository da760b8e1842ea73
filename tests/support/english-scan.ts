// Finds English left on a Sinhala or Tamil page (docs/i18n.md): the words in Latin letters a visitor can read or
// hear (text, alt, title, aria-label, placeholder, value of buttons, the page's title and description), except in
// parts marked as another language on purpose (lang="en": content with no translation yet, shown under a note) or
// translate="no" (a person's name, a reference), and except the names in ALLOWED_LATIN.
import { ELEMENT_NODE, type Node, parse, TEXT_NODE, walkSync } from 'ultrahtml';

/** Brand, product and place names written in Latin letters on every language's pages, and units of the web. */
export const ALLOWED_LATIN = new Set([
  'Hela',
  'Wedakama',
  'HW',
  'SMS',
  // The format of the patient's data download, named as the file is ("Download my data (JSON)").
  'JSON',
  'Facebook',
  'Instagram',
  'YouTube',
  'WhatsApp',
  'TikTok',
  // The processors the privacy notice names (docs/data-protection.md).
  'Netlify',
  'Neon',
  'Twilio',
  'Google',
  'Maps',
  'Vimeo',
  'Visa',
  'Mastercard',
  // Sri Lanka's mobile wallets and the bank code, written in Latin letters in Sinhala and Tamil too.
  'eZ',
  'Cash',
  'mCash',
  'SWIFT',
]);

const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'aria-description'];
const META_READ = new Set(['description', 'og:title', 'og:description', 'twitter:title', 'twitter:description']);

function isSkipped(node: Node): boolean {
  for (let current: Node | undefined = node; current; current = current.parent) {
    if (current.type !== ELEMENT_NODE) continue;
    const name = current.name.toLowerCase();
    if (name === 'script' || name === 'style' || name === 'template' || name === 'noscript') return true;
    if (current.attributes.translate === 'no') return true;
    if (current.attributes.lang !== undefined) return current.attributes.lang === 'en';
  }
  return false;
}

/** Latin-letter words that are not e-mail addresses, web addresses or allowed names. */
export function englishWords(text: string): string[] {
  const cleaned = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:lk|com|org)\b/g, ' ');
  return (cleaned.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []).filter((word) => !ALLOWED_LATIN.has(word));
}

/** Each English word with where it was found: 'text: Book Now', 'alt: Kandy centre'. */
export function englishOnPage(html: string): string[] {
  const found: string[] = [];
  walkSync(parse(html), (node) => {
    if (node.type === TEXT_NODE) {
      if (!isSkipped(node) && englishWords(node.value).length > 0) found.push(`text: ${node.value.trim()}`);
      return;
    }
    if (node.type !== ELEMENT_NODE || isSkipped(node)) return;
    const attributes: Record<string, string> = node.attributes;
    const read = [
      ...READ_ATTRIBUTES.map((name) => [name, attributes[name]] as const),
      node.name === 'meta' && META_READ.has(attributes.name ?? attributes.property ?? '')
        ? (['meta', attributes.content] as const)
        : (['', undefined] as const),
    ];
    for (const [name, value] of read) {
      if (value && englishWords(value).length > 0) found.push(`${name}: ${value}`);
    }
  });
  return found;
}
