// The last step: health and diet (optional, confidential), the emergency contact and the agreement.
import Field from '../../forms/Field.tsx';
import TextField from '../../forms/TextField.tsx';
import type { StepProps } from './application-values.ts';

export default function AdditionalStep({ values, errors, text, field, set, t }: StepProps) {
  return (
    <div>
      <h3 className="apply-form__subtitle">{t.additionalHeading}</h3>
      <Field
        id="apply-previous_volunteering"
        name="previous_volunteering"
        label={t.previousVolunteering}
        error={errors.previous_volunteering}
      >
        {(aria) => <textarea {...text('previous_volunteering')} {...aria} rows={3} />}
      </Field>
      <p className="field-hint apply-health-note">{t.healthNote}</p>
      <div className="apply-grid">
        <Field
          id="apply-medical_conditions"
          name="medical_conditions"
          label={t.medicalConditions}
          error={errors.medical_conditions}
        >
          {(aria) => <textarea {...text('medical_conditions')} {...aria} rows={2} autoComplete="off" />}
        </Field>
        <Field
          id="apply-dietary_requirements"
          name="dietary_requirements"
          label={t.dietaryRequirements}
          error={errors.dietary_requirements}
        >
          {(aria) => <textarea {...text('dietary_requirements')} {...aria} rows={2} autoComplete="off" />}
        </Field>
      </div>
      <h3 className="apply-form__subtitle">{t.emergencyHeading}</h3>
      <div className="apply-grid">
        <TextField {...field('emergency_contact_name')} label={t.contactName} required />
        <TextField {...field('emergency_contact_phone')} label={t.contactPhone} required type="tel" inputMode="tel" />
        <TextField {...field('emergency_contact_relation')} label={t.relationship} required />
      </div>
      <h3 className="apply-form__subtitle">{t.agreementHeading}</h3>
      <div className="field" data-field="agreement_accepted">
        <label className="checkbox-row">
          <input
            type="checkbox"
            id="apply-agreement_accepted"
            name="agreement_accepted"
            checked={values.agreement_accepted}
            onChange={(event) => set('agreement_accepted', event.target.checked)}
            aria-invalid={errors.agreement_accepted ? true : undefined}
            aria-describedby={errors.agreement_accepted ? 'apply-agreement_accepted-error' : undefined}
          />
          <span>{t.agreement}</span>
        </label>
        {errors.agreement_accepted && (
          <p id="apply-agreement_accepted-error" className="field-error">
            {errors.agreement_accepted}
          </p>
        )}
      </div>
    </div>
  );
}
