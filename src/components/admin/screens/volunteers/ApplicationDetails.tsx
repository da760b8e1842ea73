// The 'Application Details' modal (docs/product-rules.md "Volunteers"), closed by its X button (and Escape). Every
// field the application carries, whichever shape it came in; an answer not given is left out (no empty comma or
// dash), and a repeat of an earlier open application says so and opens it.

import { formatDay } from '../../../../shared/utils/format.ts';
import {
  applicationDuration,
  applicationLocation,
  programLabel,
  type VolunteerApplicationView,
} from '../../../../shared/volunteer/volunteer-admin.ts';
import NotesPanel from '../notes/NotesPanel.tsx';
import { type DetailRow, DetailSection } from '../shared/Details.tsx';
import Modal from '../shared/Modal.tsx';
import DuplicateMark from './DuplicateMark.tsx';

/** The application's answers, in the sections and order of the form the volunteer filled in. */
function sections(a: VolunteerApplicationView): { title: string; rows: DetailRow[] }[] {
  const health = 'medicalConditions' in a;
  return [
    {
      title: 'Personal Information',
      rows: [
        ['Full name', `${a.firstName} ${a.lastName}`],
        ['Email', a.email],
        ['Phone', a.phone],
        ['Date of birth', formatDay(a.dateOfBirth, 'compact')],
        ['Nationality', a.nationality],
        ['Location', applicationLocation(a)],
      ],
    },
    {
      title: 'Program Information',
      rows: [
        ['Program', programLabel(a.program)],
        ['Came through the event', a.event],
        ['Preferred start date', formatDay(a.preferredStartDate, 'compact')],
        ['Duration', applicationDuration(a)],
        ['Flexibility', a.flexibility],
      ],
    },
    {
      title: 'Experience & Motivation',
      rows: [
        ['Relevant experience', a.relevantExperience],
        ['Motivation', a.motivation],
        ['Expectations', a.expectations],
        ['Previous volunteering', a.previousVolunteering],
      ],
    },
    {
      title: 'Additional Information',
      rows: [
        ...(health
          ? ([
              ['Medical conditions', a.medicalConditions],
              ['Dietary requirements', a.dietaryRequirements],
            ] as DetailRow[])
          : []),
        ['Other information', a.additionalInfo],
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

const given = ([, value]: DetailRow) => value !== null && value !== undefined && value !== '';

export default function ApplicationDetails({
  application,
  mayWrite,
  onOpen,
  onClose,
}: {
  application: VolunteerApplicationView;
  /** Whether the viewer may add notes (volunteers: write). */
  mayWrite: boolean;
  /** Opens another application (the earlier one this repeats). */
  onOpen: (id: string) => void;
  onClose: () => void;
}) {
  const earlier = application.duplicateOf;
  return (
    <Modal title="Application Details" onClose={onClose} wide>
      {earlier && <DuplicateMark earlier={earlier} onOpen={() => onOpen(earlier.id)} />}
      {sections(application)
        .map((section) => ({ ...section, rows: section.rows.filter(given) }))
        .filter((section) => section.rows.length > 0)
        .map((section) => (
          <DetailSection key={section.title} title={section.title} rows={section.rows} />
        ))}
      <NotesPanel subject="application" subjectId={application.id} mayWrite={mayWrite} />
    </Modal>
  );
}
