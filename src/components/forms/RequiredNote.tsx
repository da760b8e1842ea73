// The line before a form's fields that says what the asterisk of a required label means, in the page's language.
import type { Messages } from '../../i18n/messages/index.ts';

export default function RequiredNote({ id, fields }: { id: string; fields: Messages['fields'] }) {
  const [before = '', after = ''] = fields.requiredNote.split('{star}');
  return (
    <p id={id} className="field-hint">
      {before}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden"> {fields.starMeaning}</span>
      {after}
    </p>
  );
}
