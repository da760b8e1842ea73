// One session's fields in the schedule editor: day, hours, slots or channelling numbers, places; each with its error.

import { WEEKDAY_NAMES } from '../../../../shared/schedules/doctor-schedule.ts';
import Field from '../../../forms/Field.tsx';
import type { SessionDraft } from './session-draft.ts';
import { scheduleInputId } from './use-schedule-save.ts';

interface Props {
  index: number;
  draft: SessionDraft;
  errors: Partial<Record<string, string>>;
  onChange: (changes: Partial<SessionDraft>) => void;
  onRemove: () => void;
}

export default function SessionFields({ index, draft, errors, onChange, onRemove }: Props) {
  const id = (field: string) => scheduleInputId(`sessions.${index}.${field}`);
  const error = (field: string) => errors[`sessions.${index}.${field}`];
  const numbers = draft.kind === 'numbers';
  return (
    <fieldset className="dr-session">
      <legend>Session {index + 1}</legend>
      <Field id={id('weekday')} label="Day" error={error('weekday')}>
        {(aria) => (
          <select {...aria} value={draft.weekday} onChange={(e) => onChange({ weekday: e.target.value })}>
            {WEEKDAY_NAMES.map((name, weekday) => (
              <option key={name} value={weekday}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('start')} label="Starts" error={error('start')}>
        {(aria) => (
          <input {...aria} type="time" value={draft.start} onChange={(e) => onChange({ start: e.target.value })} />
        )}
      </Field>
      <Field id={id('end')} label="Ends" error={error('end')}>
        {(aria) => (
          <input {...aria} type="time" value={draft.end} onChange={(e) => onChange({ end: e.target.value })} />
        )}
      </Field>
      <Field id={id('kind')} label="Given as" error={error('kind')}>
        {(aria) => (
          <select
            {...aria}
            value={draft.kind}
            onChange={(e) => onChange({ kind: e.target.value as SessionDraft['kind'] })}
          >
            <option value="slots">Timed slots</option>
            <option value="numbers">Channelling numbers</option>
          </select>
        )}
      </Field>
      {!numbers && (
        <Field id={id('slotMinutes')} label="Slot (minutes)" error={error('slotMinutes')}>
          {(aria) => (
            <input
              {...aria}
              type="number"
              inputMode="numeric"
              min={5}
              max={240}
              value={draft.slotMinutes}
              onChange={(e) => onChange({ slotMinutes: e.target.value })}
            />
          )}
        </Field>
      )}
      <Field id={id('places')} label={numbers ? 'Numbers' : 'Places per slot'} error={error('places')}>
        {(aria) => (
          <input
            {...aria}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={draft.places}
            onChange={(e) => onChange({ places: e.target.value })}
          />
        )}
      </Field>
      <button type="button" className="btn btn-secondary btn-sm dr-remove" onClick={onRemove}>
        Remove session {index + 1}
      </button>
    </fieldset>
  );
}
