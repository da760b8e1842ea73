// The last step: health and diet (optional, confidential), the emergency contact and the agreement.
import Field from '../../forms/Field.tsx';
import type { StepProps } from './application-values.ts';

export default function AdditionalStep({ values, errors, text, set }: StepProps) {
  return (
    <div>
      <h3 className="apply-form__subtitle">Additional Information</h3>
      <Field
        id="apply-previous_volunteering"
        name="previous_volunteering"
        label="Previous Volunteering (optional)"
        error={errors.previous_volunteering}
      >
        {(aria) => <textarea {...text('previous_volunteering')} {...aria} rows={3} />}
      </Field>
      <p className="field-hint apply-health-note">
        Health details are optional and confidential: only our volunteer coordinators see them, to keep you safe during
        your placement.
      </p>
      <div className="apply-grid">
        <Field
          id="apply-medical_conditions"
          name="medical_conditions"
          label="Medical Conditions (optional)"
          error={errors.medical_conditions}
        >
          {(aria) => <textarea {...text('medical_conditions')} {...aria} rows={2} autoComplete="off" />}
        </Field>
        <Field
          id="apply-dietary_requirements"
          name="dietary_requirements"
          label="Dietary Requirements (optional)"
          error={errors.dietary_requirements}
        >
          {(aria) => <textarea {...text('dietary_requirements')} {...aria} rows={2} autoComplete="off" />}
        </Field>
      </div>
      <h3 className="apply-form__subtitle">Emergency Contact</h3>
      <div className="apply-grid">
        <Field
          id="apply-emergency_contact_name"
          name="emergency_contact_name"
          label="Contact Name"
          required
          error={errors.emergency_contact_name}
        >
          {(aria) => <input {...text('emergency_contact_name')} {...aria} />}
        </Field>
        <Field
          id="apply-emergency_contact_phone"
          name="emergency_contact_phone"
          label="Contact Phone"
          required
          error={errors.emergency_contact_phone}
        >
          {(aria) => <input {...text('emergency_contact_phone')} {...aria} type="tel" inputMode="tel" />}
        </Field>
        <Field
          id="apply-emergency_contact_relation"
          name="emergency_contact_relation"
          label="Relationship"
          required
          error={errors.emergency_contact_relation}
        >
          {(aria) => <input {...text('emergency_contact_relation')} {...aria} />}
        </Field>
      </div>
      <h3 className="apply-form__subtitle">Agreement & Terms</h3>
      <div className="field apply-agreement" data-field="agreement_accepted">
        <label>
          <input
            type="checkbox"
            name="agreement_accepted"
            checked={values.agreement_accepted}
            onChange={(event) => set('agreement_accepted', event.target.checked)}
            aria-invalid={errors.agreement_accepted ? true : undefined}
            aria-describedby={errors.agreement_accepted ? 'apply-agreement_accepted-error' : undefined}
          />
          <span>
            I confirm that the information I have given is accurate, I agree to follow the volunteer code of conduct and
            the guidance of Hela Wedakama staff, and I consent to Hela Wedakama keeping the details in this application,
            including any health details I have shared, to arrange my placement.
          </span>
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
