// How a translation file meets its English one (docs/i18n.md): the checks that stop the build, and the merge.
// Pure, so it is tested without a build.

const kindOf = (value: unknown) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);
const isRecord = (value: unknown): value is Record<string, unknown> => kindOf(value) === 'object';
const isRecordList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.length > 0 && value.every(isRecord);

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
      if (isRecord(original) && isRecord(value)) return translationProblems(file, original, value, `${name}.`);
      if (isRecordList(original) && isRecordList(value)) {
        if (value.length !== original.length) {
          return [`${file}: "${name}" should have ${original.length} items like the English one`];
        }
        return value.flatMap((item, index) =>
          translationProblems(file, original[index] ?? {}, item, `${name}.${index}.`),
        );
      }
      return [];
    });
}

/**
 * The English data with the translated fields in place: objects are merged field by field (so a translated hero
 * keeps its English image), a list of objects item by item (a product's images keep their files and take the
 * translated alt texts), other lists and texts are replaced whole.
 */
export function mergeTranslation<Data>(english: Data, translated: Record<string, unknown>): Data {
  const merged: Record<string, unknown> = { ...(english as Record<string, unknown>) };
  for (const [field, value] of Object.entries(translated)) {
    const original = merged[field];
    if (isRecord(original) && isRecord(value)) merged[field] = mergeTranslation(original, value);
    else if (isRecordList(original) && isRecordList(value)) {
      merged[field] = original.map((item, index) => mergeTranslation(item, value[index] ?? {}));
    } else merged[field] = value;
  }
  return merged as Data;
}
