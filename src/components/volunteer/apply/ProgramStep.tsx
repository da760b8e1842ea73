// The second step: which programme, from when and for how long.

import { VOLUNTEER_DURATIONS } from '../../../shared/enums.ts';
import { colomboToday } from '../../../shared/utils/colombo-time.ts';
import Field from '../../forms/Field.tsx';
import SelectField from '../../forms/SelectField.tsx';
import IslandIcon from '../../ui/IslandIcon.tsx';
import type { ProgramOption, StepProps } from './application-values.ts';

export default function ProgramStep({
  values,
  errors,
  text,
  field,
  set,
  t,
  programs,
  eventTitles,
}: StepProps & { programs: ProgramOption[]; eventTitles: Record<string, string> }) {
  const today = colomboToday();
  const eventTitle = values.event_type ? (eventTitles[values.event_type] ?? values.event_type) : '';
  const [before = '', after = ''] = t.joiningEvent.split('{event}');
  return (
    <div>
      {values.event_type && (
        <p className="apply-note">
          {before}
          <strong>{eventTitle}</strong>
          {after}
        </p>
      )}
      <fieldset
        className="field apply-programs"
        data-field="program_id"
        aria-invalid={errors.program_id ? true : undefined}
        aria-describedby={errors.program_id ? 'apply-program_id-error' : undefined}
      >
        <legend className="required">{t.program}</legend>
        {programs.map((program, index) => (
          <label key={program.id} className="apply-program">
            <input
              type="radio"
              id={index === 0 ? 'apply-program_id' : undefined}
              name="program_id"
              value={program.id}
              checked={values.program_id === program.id}
              onChange={() => set('program_id', program.id)}
            />
            <span className="icon-tile apply-program__icon">
              <IslandIcon drawing={program.icon} />
            </span>
            <span>
              <span className="apply-program__title" lang={program.lang}>
                {program.title}
              </span>
              <span className="apply-program__meta">
                <span lang={program.lang}>{program.duration}</span> · {t.commitments[program.commitment]}
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
          label={t.startDate}
          required
          error={errors.preferred_start_date}
        >
          {(aria) => <input {...text('preferred_start_date')} {...aria} type="date" min={today} />}
        </Field>
        <SelectField
          {...field('duration')}
          label={t.duration}
          required
          placeholder={t.selectDuration}
          choices={VOLUNTEER_DURATIONS}
          labels={t.durations}
        />
      </div>
      <Field
        id="apply-flexibility"
        name="flexibility"
        label={t.flexibility}
        required
        error={errors.flexibility}
        hint={t.flexibilityHint}
      >
        {(aria) => <textarea {...text('flexibility')} {...aria} rows={3} />}
      </Field>
    </div>
  );
}
