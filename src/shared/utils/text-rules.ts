// The field rules that need no zod, for the scripts of the public pages: a module that imports zod puts it in the
// chunk of every page that imports it, even for one plain function (docs/performance.md). field-rules.ts builds
// the zod schemas of the forms and the server on these.

export const EMAIL_MAX = 254;

/**
 * ONE ordinary address, local@domain.tld: no spaces, and none of the characters that separate or quote addresses
 * (`,` `;` `<` `>` `"` `(` `)` `[` `]` `\` `:`), so "a@b.lk,c@evil.example" is refused before any mail transport
 * could read it as two recipients.
 */
const SINGLE_EMAIL = /^[^\s@,;<>"()[\]\\:]+@[^\s@,;<>"()[\]\\:]+\.[^\s@,;<>"()[\]\\:.]{2,}$/;

/** C0 controls except tab, line feed and carriage return; DEL; the C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Half of a UTF-16 surrogate pair without its other half: no character at all, and text PostgreSQL cannot store.
 * (No lookbehind: older phone browsers refuse the whole script that holds one.)
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds a control character or a lone surrogate: what no field of any form may carry. */
export function hasHiddenCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);
}

export function isSingleEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && SINGLE_EMAIL.test(value) && !hasHiddenCharacter(value);
}
