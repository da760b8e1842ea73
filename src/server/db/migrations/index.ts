// Migrations are listed by static import, not read from a folder: a bundled Netlify function has no folder to
// read (docs/decisions.md "Migrations are listed by import"), and Kysely's FileMigrationProvider fails once bundled. Add each new file here, in order.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initialSchema from './2026-11-21-initial-schema.ts';
import * as documentedApiShapes from './2026-11-23-documented-api-shapes.ts';
import * as outboxWrittenWhenSent from './2026-11-28-outbox-written-when-sent.ts';
import * as arrivedAndCancellation from './2026-12-02-arrived-and-cancellation.ts';
import * as idempotencyFingerprint from './2026-12-02-idempotency-fingerprint.ts';
import * as patientMerges from './2026-12-02-patient-merges.ts';
import * as doctorLeave from './2026-12-03-doctor-leave.ts';
import * as doctorSessions from './2026-12-03-doctor-sessions.ts';
import * as staffBookingsAndMoves from './2026-12-03-staff-bookings-and-moves.ts';
import * as accountsSecondFactor from './2026-12-04-accounts-second-factor.ts';
import * as frontofficeInbox from './2026-12-04-frontoffice-inbox.ts';
import * as frontofficeNotes from './2026-12-04-frontoffice-notes.ts';
import * as retentionDeliveryRecord from './2026-12-04-retention-delivery-record.ts';
import * as reviewTreatmentsAreServices from './2026-12-04-review-treatments-are-services.ts';
import * as rightsConsentsAndRequests from './2026-12-04-rights-consents-and-requests.ts';
import * as waitlistEntries from './2026-12-04-waitlist-entries.ts';
import * as frontDuplicateApplications from './2026-12-05-front-duplicate-applications.ts';
import * as whatsappMessages from './2026-12-05-whatsapp-messages.ts';
import * as publicDoctorQualificationTranslations from './2026-12-06-public-doctor-qualification-translations.ts';

const migrations: Record<string, Migration> = {
  '2026-11-21-initial-schema': initialSchema,
  '2026-11-23-documented-api-shapes': documentedApiShapes,
  '2026-11-28-outbox-written-when-sent': outboxWrittenWhenSent,
  '2026-12-02-arrived-and-cancellation': arrivedAndCancellation,
  '2026-12-02-patient-merges': patientMerges,
  '2026-12-02-idempotency-fingerprint': idempotencyFingerprint,
  '2026-12-03-doctor-leave': doctorLeave,
  '2026-12-03-doctor-sessions': doctorSessions,
  '2026-12-03-staff-bookings-and-moves': staffBookingsAndMoves,
  '2026-12-04-review-treatments-are-services': reviewTreatmentsAreServices,
  '2026-12-04-accounts-second-factor': accountsSecondFactor,
  '2026-12-04-retention-delivery-record': retentionDeliveryRecord,
  '2026-12-04-rights-consents-and-requests': rightsConsentsAndRequests,
  '2026-12-04-waitlist-entries': waitlistEntries,
  '2026-12-04-frontoffice-inbox': frontofficeInbox,
  '2026-12-04-frontoffice-notes': frontofficeNotes,
  '2026-12-05-whatsapp-messages': whatsappMessages,
  '2026-12-05-front-duplicate-applications': frontDuplicateApplications,
  '2026-12-06-public-doctor-qualification-translations': publicDoctorQualificationTranslations,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
