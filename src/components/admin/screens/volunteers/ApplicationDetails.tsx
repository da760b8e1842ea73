// The 'Application Details' modal (docs/product-rules.md "Volunteers"), closed by its X button (and Escape).

import { formatDay } from '../../../../shared/utils/format.ts';
import type { VolunteerApplicationView } from '../../../../shared/volunteer/volunteer-admin.ts';
import { programLabel } from '../../../../shared/volunteer/volunteer-admin.ts';
import NotesPanel from '../notes/NotesPanel.tsx';
import { type DetailRow, DetailSection } from '../shared/Details.tsx';
import Modal from '../shared/Modal.tsx';

/** The application's answers, in the sections and order of the form the volunteer filled in. */
function sections(a: VolunteerApplicationView): { title: string; rows: DetailRow[] }[] {
  return [
    {
      title: 'Personal Information',
      rows: [
        ['Full name', `${a.firstName} ${a.lastName}`],
        ['Email', a.email],
        ['Phone', a.phone],
        ['Date of birth', formatDay(a.dateOfBirth, 'compact')],
        ['Nationality', a.nationality],
        ['Location', `${a.city}, ${a.country}`],
      ],
    },
    {
      title: 'Program Information',
      rows: [
        ['Program', programLabel(a.program)],
        ['Came through the event', a.event],
        ['Preferred start date', formatDay(a.preferredStartDate, 'compact')],
        ['Duration', a.duration.replace('-', ' ')],
        ['Flexibility', a.flexibility],
      ],
    },
    {
      title: 'Experience & Motivation',
      rows: [
        ['Relevant experience', a.relevantExperience],
        ['Motivation', a.motivation],
        ['Expectations', a.expectations],
      ],
    },
    {
      title: 'Emergency Contact',
      rows: [
        ['Name', a.emergencyContactName],
        ['Phone', a.emergencyContactPhone],
        ['Relation', a.emergencyContactRelation],
      ],
    },
  ];
}

export default function ApplicationDetails({
  application,
  mayWrite,
  onClose,
}: {
  application: VolunteerApplicationView;
  /** Whether the viewer may add notes (volunteers: write). */
  mayWrite: boolean;
  onClose: () => void;
}) {
  return (
    <Modal title="Application Details" onClose={onClose} wide>
      {sections(application).map((section) => (
        <DetailSection key={section.title} title={section.title} rows={section.rows} />
      ))}
      <NotesPanel subject="application" subjectId={application.id} mayWrite={mayWrite} />
    </Modal>
  );
}
