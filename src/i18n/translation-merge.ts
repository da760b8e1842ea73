// How a translation file meets its English one (docs/i18n.md): the checks that stop the build, and the merge.
// Pure, so it is tested without a build.

const kindOf = (value: unknown) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);
const isRecord = (value: unknown): value is Record<string, unknown> => kindOf(value) === 'object';

/** The fields a translation may not carry, as messages naming the file and the field (nested: "hero.title"). */
export function translationProblems(file: string, english: object, translated: object, prefix = ''): string[] {
  return Object.entries(translated)
    .filter(([field]) => prefix !== '' || field !== 'reviewed')
    .flatMap(([field, value]) => {
      const name = `${prefix}${field}`;
      if (!(field in english)) return [`${file}: "${name}" is not a field of the English file`];
      const original = (english as Record<string, unknown>)[field];
      const expected = kindOf(original);
      if (expected !== kindOf(value)) return [`${file}: "${name}" should be a ${expected} like the English one`];
      return isRecord(original) && isRecord(value) ? translationProblems(file, original, value, `${name}.`) : [];
    });
}

/**
 * The English data with the translated fields in place: objects are merged field by field (so a translated hero
 * keeps its English image), lists and texts are replaced whole.
 */
export function mergeTranslation<Data>(english: Data, translated: Record<string, unknown>): Data {
  const merged: Record<string, unknown> = { ...(english as Record<string, unknown>) };
  for (const [field, value] of Object.entries(translated)) {
    const original = merged[field];
    merged[field] = isRecord(original) && isRecord(value) ? mergeTranslation(original, value) : value;
  }
  return merged as Data;
}
