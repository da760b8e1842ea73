// Marking a leave in two steps: "Check affected bookings" asks the server what it would catch (nothing changes),
// then "Mark" does it (use-leave-form.ts).
import type { SubmitEvent } from 'react';
import type { Doctor, MedicalCenter } from '../../../../shared/booking/catalogue.ts';
import LeaveFields from './LeaveFields.tsx';
import LeavePreview from './LeavePreview.tsx';
import { WHOLE_CENTRE } from './leave-form-state.ts';
import { useLeaveForm } from './use-leave-form.ts';

interface Props {
  centers: readonly MedicalCenter[];
  doctors: readonly Doctor[];
  onMarked: () => void;
}

export default function LeaveForm({ centers, doctors, onMarked }: Props) {
  const form = useLeaveForm(onMarked);

  function submit(event: SubmitEvent) {
    event.preventDefault();
    void form.send(!form.preview);
  }

  return (
    <form className="as-panel lv-form" onSubmit={submit} noValidate aria-labelledby="leave-form-title">
      <h2 id="leave-form-title">Mark leave or a closure</h2>
      <LeaveFields
        values={form.values}
        errors={form.errors}
        centers={centers}
        doctors={doctors}
        onChange={form.change}
      />
      {form.preview ? (
        <LeavePreview
          outcome={form.preview}
          busy={form.busy}
          wholeCentre={form.values.doctorId === WHOLE_CENTRE}
          onBack={form.back}
        />
      ) : (
        <div className="as-actions">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {form.busy ? 'Checking...' : 'Check affected bookings'}
          </button>
        </div>
      )}
    </form>
  );
}
