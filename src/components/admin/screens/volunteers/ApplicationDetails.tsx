// The 'Application Details' modal (docs/product-rules.md "Volunteers"), closed by its X button (and Escape).

import { formatDay } from '../../../../lib/format.ts';
import type { VolunteerApplicationView } from '../../../../shared/volunteer/volunteer-admin.ts';
import { programLabel } from '../../../../shared/volunteer/volunteer-admin.ts';
import Modal from '../shared/Modal.tsx';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
}

export default function ApplicationDetails({
  application: a,
  onClose,
}: {
  application: VolunteerApplicationView;
  onClose: () => void;
}) {
  return (
    <Modal title="Application Details" onClose={onClose} wide>
      <section className="as-section" aria-label="Personal Information">
        <h3>Personal Information</h3>
        <dl className="as-details">
          <Row label="Full name" value={`${a.firstName} ${a.lastName}`} />
          <Row label="Email" value={a.email} />
          <Row label="Phone" value={a.phone} />
          <Row label="Date of birth" value={formatDay(a.dateOfBirth, 'compact')} />
          <Row label="Nationality" value={a.nationality} />
          <Row label="Location" value={`${a.city}, ${a.country}`} />
        </dl>
      </section>
      <section className="as-section" aria-label="Program Information">
        <h3>Program Information</h3>
        <dl className="as-details">
          <Row label="Program" value={programLabel(a.program)} />
          <Row label="Came through the event" value={a.event ?? ''} />
          <Row label="Preferred start date" value={formatDay(a.preferredStartDate, 'compact')} />
          <Row label="Duration" value={a.duration.replace('-', ' ')} />
          <Row label="Flexibility" value={a.flexibility} />
        </dl>
      </section>
      <section className="as-section" aria-label="Experience & Motivation">
        <h3>Experience &amp; Motivation</h3>
        <dl className="as-details">
          <Row label="Relevant experience" value={a.relevantExperience} />
          <Row label="Motivation" value={a.motivation} />
          <Row label="Expectations" value={a.expectations} />
        </dl>
      </section>
      <section className="as-section" aria-label="Emergency Contact">
        <h3>Emergency Contact</h3>
        <dl className="as-details">
          <Row label="Name" value={a.emergencyContactName} />
          <Row label="Phone" value={a.emergencyContactPhone} />
          <Row label="Relation" value={a.emergencyContactRelation} />
        </dl>
      </section>
    </Modal>
  );
}
