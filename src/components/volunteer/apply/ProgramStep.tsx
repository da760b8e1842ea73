// The second step: which programme, from when and for how long.
import { colomboToday } from '../../../lib/colombo-time.ts';
import { VOLUNTEER_DURATIONS } from '../../../shared/enums.ts';
import Field from '../../forms/Field.tsx';
import { DURATION_LABELS, type ProgramOption, type StepProps } from './application-values.ts';

export default function ProgramStep({
  values,
  errors,
  text,
  set,
  programs,
  eventTitles,
}: StepProps & { programs: ProgramOption[]; eventTitles: Record<string, string> }) {
  const today = colomboToday();
  return (
    <div>
      {values.event_type && (
        <p className="apply-note">
          You are joining through the event <strong>{eventTitles[values.event_type] ?? values.event_type}</strong>. We
          will include it with your application.
        </p>
      )}
      <fieldset
        className="field apply-programs"
        data-field="program_id"
        aria-invalid={errors.program_id ? true : undefined}
        aria-describedby={errors.program_id ? 'apply-program_id-error' : undefined}
      >
        <legend className="required">Program</legend>
        {programs.map((program) => (
          <label key={program.id} className="apply-program">
            <input
              type="radio"
              name="program_id"
              value={program.id}
              checked={values.program_id === program.id}
              onChange={() => set('program_id', program.id)}
            />
            <span className="apply-program__emoji" aria-hidden="true">
              {program.image}
            </span>
            <span>
              <span className="apply-program__title">{program.title}</span>
              <span className="apply-program__meta">
                {program.duration} · {program.commitment}
              </span>
            </span>
          </label>
        ))}
        {errors.program_id && (
          <p id="apply-program_id-error" className="field-error">
            {errors.program_id}
          </p>
        )}
      </fieldset>
      <div className="apply-grid">
        <Field
          id="apply-preferred_start_date"
          name="preferred_start_date"
          label="Preferred Start Date"
          required
          error={errors.preferred_start_date}
        >
          {(aria) => <input {...text('preferred_start_date')} {...aria} type="date" min={today} />}
        </Field>
        <Field id="apply-duration" name="duration" label="Duration" required error={errors.duration}>
          {(aria) => (
            <select {...text('duration')} {...aria}>
              <option value="">Select duration</option>
              {VOLUNTEER_DURATIONS.map((duration) => (
                <option key={duration} value={duration}>
                  {DURATION_LABELS[duration]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        id="apply-flexibility"
        name="flexibility"
        label="Availability & Flexibility"
        required
        error={errors.flexibility}
        hint="Which days and hours suit you, and how flexible your dates are"
      >
        {(aria) => <textarea {...text('flexibility')} {...aria} rows={3} />}
      </Field>
    </div>
  );
}
