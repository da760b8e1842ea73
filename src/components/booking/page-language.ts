// A text from the API (kept in English by staff) shown on a Sinhala or Tamil page: its translation when the
// content has one, else the English text marked lang="en" so screen readers and the scan know (docs/i18n.md).
import type { Locale } from '../../i18n/locales.ts';
import type { Doctor } from '../../shared/booking/catalogue.ts';

export interface PageText {
  text: string;
  /** 'en' when the English text stands in on another language's page; undefined when in the page's language. */
  lang: 'en' | undefined;
}

export function inPageLanguage(translated: string | undefined, english: string, locale: Locale): PageText {
  if (translated) return { text: translated, lang: undefined };
  return { text: english, lang: locale === 'en' ? undefined : 'en' };
}

type DoctorTexts = Pick<
  Doctor,
  | 'name'
  | 'specialization'
  | 'qualification'
  | 'name_si'
  | 'name_ta'
  | 'specialization_si'
  | 'specialization_ta'
  | 'qualification_si'
  | 'qualification_ta'
>;

/** A doctor's name, specialty and qualifications on the page: the Sinhala or Tamil forms staff gave, else the
 * English (null qualification: none given). */
export function doctorInPageLanguage(
  doctor: DoctorTexts,
  locale: Locale,
): { name: PageText; specialization: PageText; qualification: PageText | null } {
  const own = (si: string | null, ta: string | null) => ({ en: undefined, si, ta })[locale] ?? undefined;
  return {
    name: inPageLanguage(own(doctor.name_si, doctor.name_ta), doctor.name, locale),
    specialization: inPageLanguage(
      own(doctor.specialization_si, doctor.specialization_ta),
      doctor.specialization,
      locale,
    ),
    qualification: doctor.qualification
      ? inPageLanguage(own(doctor.qualification_si, doctor.qualification_ta), doctor.qualification, locale)
      : null,
  };
}
