// How staff read a contact message's subject: English, from the catalogue's English texts (the admin stays English,
// docs/i18n.md), so the form's options and the staff's e-mails name a subject the same way.
import { catalogues } from '../../i18n/messages/index.ts';

export const CONTACT_SUBJECT_LABELS = catalogues.en.contact.subjects;
