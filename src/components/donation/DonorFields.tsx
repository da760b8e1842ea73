// Who gives: name and e-mail (required), phone, whether the gift is anonymous, and a message.
import type { Messages } from '../../i18n/messages/index.ts';
import Field from '../forms/Field.tsx';
import { PERSON_INPUTS } from '../forms/person-inputs.ts';
import TextField from '../forms/TextField.tsx';
import type { Form } from '../forms/use-form.ts';
import type { DonationField, DonationFormState } from './donation-form-state.ts';

interface Props {
  values: DonationFormState;
  field: Form<DonationField>['field'];
  /** Sets a value; naming the field clears its message. */
  set: <Key extends keyof DonationFormState>(key: Key, value: DonationFormState[Key], field?: DonationField) => void;
  t: Messages['donation'];
  f: Messages['fields'];
}

export default function DonorFields({ values, field, set, t, f }: Props) {
  const text = (name: 'donorName' | 'email' | 'phone') => ({
    ...field(name),
    value: values[name],
    onValue: (value: string) => set(name, value, name),
  });
  const message = field('message');
  return (
    <>
      <div className="row">
        <TextField {...text('donorName')} {...PERSON_INPUTS.name} label={f.fullName} required />
        <TextField {...text('email')} {...PERSON_INPUTS.email} label={f.email} required />
      </div>
      <TextField {...text('phone')} {...PERSON_INPUTS.phone} label={t.phoneOptional} />
      <div className="field checkbox-row">
        <input
          id="donation-isAnonymous"
          type="checkbox"
          checked={values.isAnonymous}
          onChange={(event) => set('isAnonymous', event.target.checked)}
        />
        <label htmlFor="donation-isAnonymous">{t.anonymous}</label>
      </div>
      <Field id={message.id} label={t.messageOptional} error={message.error}>
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            rows={3}
            value={values.message}
            onChange={(event) => set('message', event.target.value, 'message')}
          />
        )}
      </Field>
    </>
  );
}
