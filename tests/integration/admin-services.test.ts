import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/admin-services.ts';
import imageHandler from '../../netlify/functions/admin-services-image.ts';
import serveImage from '../../netlify/functions/service-images.ts';
import { SESSION_COOKIE } from '../../src/server/admin/sessions.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { benefitsFromText } from '../../src/shared/services/service-form.ts';
import { adminRequest, createTestAdmin, ORIGIN, signInAs } from '../support/admin-test-accounts.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let editor: string;
let manager: string;
let uploads: string;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'wedakama-uploads-'));
  process.env.UPLOADS_DIR = uploads;
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  editor = await signInAs(
    database.db,
    (await createTestAdmin(database.db, { permissions: { content: ['read', 'write'] } })).id,
  );
  manager = await signInAs(
    database.db,
    (await createTestAdmin(database.db, { permissions: { content: ['read', 'write', 'delete'] } })).id,
  );
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
  delete process.env.UPLOADS_DIR;
  await rm(uploads, { recursive: true, force: true });
});

const send = (method: string, body: unknown, token = manager) =>
  handler(adminRequest('/api/admin/services', { method, token, body }), testContext());

const upload = (bytes: Uint8Array<ArrayBuffer>, contentType = 'image/png', token = editor) =>
  imageHandler(
    new Request(`${ORIGIN}/api/admin/services/image`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: ORIGIN, 'content-type': contentType },
      body: bytes,
    }),
    testContext(),
  );

// A real 1x1 PNG.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe('/api/admin/services', () => {
  test('creates a service with the agreed defaults and drops blank benefit lines', async () => {
    const response = await send('POST', {
      name: '  Nasya Therapy ',
      description: 'Herbal oil drops for the sinuses.',
      benefits: benefitsFromText('Clears sinuses\n\n  Eases headaches  \n'),
    });
    expect(response.status).toBe(201);
    const { service } = await response.json();
    expect(service).toMatchObject({
      name: 'Nasya Therapy',
      duration: 30,
      price: 0,
      category: 'traditional',
      icon: '🌿',
      available: true,
      benefits: ['Clears sinuses', 'Eases headaches'],
    });
  });

  test.each([
    [{ name: ' ', description: 'x' }, 'name', 'Name and description are required'],
    [{ name: 'X', description: '   ' }, 'description', 'Name and description are required'],
    [{ name: 'X', description: 'y', duration: 0 }, 'duration', 'Duration must be at least 1 minute'],
    [{ name: 'X', description: 'y', price: -1 }, 'price', 'Price cannot be negative'],
    [{ name: 'X', description: 'y', price: 10.001 }, 'price', 'Price has at most 2 decimals'],
    [{ name: 'X', description: 'y', category: 'magic' }, 'category', 'Category is required'],
  ])('refuses %j with 400 and the message for %s', async (body, field, message) => {
    const response = await send('POST', body);
    expect(response.status).toBe(400);
    expect((await response.json()).fields[field]).toBe(message);
  });

  test('toggles availability, and the public list follows', async () => {
    const { services } = await (
      await handler(adminRequest('/api/admin/services', { token: editor }), testContext())
    ).json();
    const detox = services.find((s: { name: string }) => s.name === 'Detox Programs');
    const response = await send('PATCH', { serviceId: detox.id, available: false }, editor);
    expect(response.status).toBe(200);
    expect((await response.json()).service.available).toBe(false);
  });

  test('an edit over one saved meanwhile by someone else is refused, and theirs stays', async () => {
    const list = async () =>
      (await (await handler(adminRequest('/api/admin/services', { token: editor }), testContext())).json()).services;
    const opened = (await list()).find((s: { name: string }) => s.name === 'Pulse Diagnosis');
    const edit = (description: string, token: string) =>
      send('PUT', { ...opened, serviceId: opened.id, savedAt: opened.updated_at, description }, token);
    expect((await edit('Theirs: the pulse read at three points.', editor)).status).toBe(200);
    const late = await edit('Mine, from the old form.', manager);
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe(
      'Someone else saved this service after you opened it. It has been reloaded: check it and save again.',
    );
    const now = (await list()).find((s: { id: string }) => s.id === opened.id);
    expect(now.description).toBe('Theirs: the pulse read at three points.');
    // From what is saved now, the edit goes through; two at once from the same opened form: one is kept.
    const again = { ...now, serviceId: now.id, savedAt: now.updated_at };
    const answers = await Promise.all(
      ['First of two.', 'Second of two.'].map((description) => send('PUT', { ...again, description })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  test('a content user without delete cannot delete a service', async () => {
    const { services } = await (
      await handler(adminRequest('/api/admin/services', { token: editor }), testContext())
    ).json();
    const response = await send('DELETE', { serviceId: services[0].id }, editor);
    expect(response.status).toBe(403);
    expect((await response.json()).error).toBe("You don't have permission to delete services");
  });

  test('deleting an invalid service says so', async () => {
    const response = await send('DELETE', { serviceId: 'not-an-id' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Cannot delete invalid service');
  });

  test('deletes a service and logs it', async () => {
    const { service } = await (await send('POST', { name: 'Temporary', description: 'To be deleted' })).json();
    expect((await send('DELETE', { serviceId: service.id })).status).toBe(200);
    const log = await database.db
      .selectFrom('admin_activity_logs')
      .select('description')
      .where('action', '=', 'service_deleted')
      .executeTakeFirstOrThrow();
    expect(log.description).toBe('Deleted the service Temporary');
  });
});

describe('service image upload', () => {
  test('refuses a non-image renamed .png', async () => {
    const response = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).error).toBe('Please select an image file');
  });

  test('refuses an image larger than 5 MB', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe('Please select an image smaller than 5MB');
  });

  test('refuses a form post (a cross-site form could send one)', async () => {
    const response = await upload(PNG, 'multipart/form-data; boundary=x');
    expect(response.status).toBe(415);
  });

  test('stores a good image under a random name and serves it with an hour of caching', async () => {
    const response = await upload(PNG);
    expect(response.status).toBe(201);
    const { imageUrl } = await response.json();
    expect(imageUrl).toMatch(/^\/api\/service-images\/[a-f0-9-]{36}\.png$/);
    const key = imageUrl.split('/').pop();
    const served = await serveImage(new Request(`${ORIGIN}${imageUrl}`), testContext({ params: { key } }));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const again = await (await upload(PNG)).json();
    expect(again.imageUrl).not.toBe(imageUrl);
  });

  test('an unknown or malformed image name is a 404', async () => {
    for (const key of ['../../etc/passwd', '00000000-0000-0000-0000-000000000000.png']) {
      const served = await serveImage(new Request(`${ORIGIN}/api/service-images/x`), testContext({ params: { key } }));
      expect(served.status).toBe(404);
    }
  });
});
