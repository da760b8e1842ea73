// How many SMS segments a text costs (docs/i18n.md "SMS in Sinhala and Tamil"). A text of GSM-7 characters only
// goes as 160 characters in one segment, 153 a segment when split; the extension characters (€, [, ], {, }, ...)
// take two of those. Any other character (every Sinhala and Tamil letter) sends the whole text as UCS-2: 70
// UTF-16 code units in one segment, 67 a segment when split. Patient SMS are kept within two segments.

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets for GSM-7 (an extension character counts 2), UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
}

const LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;

export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (BASIC.has(char)) septets += 1;
    else if (EXTENSION.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding = gsm ? 'GSM-7' : 'UCS-2';
  const units = gsm ? septets : text.length;
  const { single, part } = LIMITS[encoding];
  const segments = units === 0 ? 1 : units <= single ? 1 : Math.ceil(units / part);
  return { encoding, units, segments };
}
