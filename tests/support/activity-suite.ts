// The activity log screen's API on any database (PGlite in tests/integration, PostgreSQL in tests/postgres): who
// did what and when, filtered by person, kind and Colombo days; the CSV for an auditor, itself logged; only for
// staff allowed to read it.
import type { Context } from '@netlify/functions';
import { expect, test } from 'vitest';
import activityHandler from '../../netlify/functions/admin-activity.ts';
import { logActivity } from '../../src/server/admin/activity-log.ts';
import type { ActivityAnswer } from '../../src/shared/activity/activity.ts';
import type { Permissions } from '../../src/shared/admin/permissions.ts';
import { adminRequest, createTestAdmin, signInAs } from './admin-test-accounts.ts';
import type { TestDatabase } from './test-database.ts';

export function activitySuite(database: () => TestDatabase) {
  async function account(permissions: Permissions, name: string) {
    const { db } = database();
    const { id } = await createTestAdmin(db, { permissions, name });
    return { id, token: await signInAs(db, id) };
  }

  async function get(token: string, query: Record<string, string>) {
    const response = await activityHandler(
      adminRequest(`/api/admin/activity?${new URLSearchParams(query)}`, { token }),
      {} as Context,
    );
    return response;
  }

  async function seed() {
    const { db } = database();
    const auditor = await account({ activity: ['read'] }, 'Auditor Perera');
    const desk = await account({ inbox: ['read', 'write'] }, `Desk ${auditor.id.slice(0, 6)}`);
    const entry = (action: string, description: string, at: string) =>
      logActivity(db, { adminUserId: desk.id, action, description, ip: '203.0.113.9' }, new Date(at));
    // 2026-11-30 23:30 Colombo is 18:00 UTC; 2026-12-01 00:30 Colombo is 19:00 UTC the day before.
    await entry('inbox_item_updated', 'Contact message CM-1 marked closed', '2026-11-30T18:00:00Z');
    await entry('inbox_item_replied', 'Replied by e-mail to contact message CM-2', '2026-11-30T19:00:00Z');
    await entry('inbox_item_updated', 'Donation pledge DN-ABCDEF marked "received", =cmd', '2026-12-02T05:00:00Z');
    return { auditor, desk };
  }

  const FILTERS: [what: string, query: (desk: string) => Record<string, string>, descriptions: string[]][] = [
    [
      'one person, newest first',
      (desk) => ({ person: desk }),
      [
        'Donation pledge DN-ABCDEF marked "received", =cmd',
        'Replied by e-mail to contact message CM-2',
        'Contact message CM-1 marked closed',
      ],
    ],
    [
      'one kind',
      (desk) => ({ person: desk, kind: 'inbox_item_replied' }),
      ['Replied by e-mail to contact message CM-2'],
    ],
    [
      'Colombo days (00:30 on 1 Dec is 1 Dec)',
      (desk) => ({ person: desk, from: '2026-12-01', to: '2026-12-01' }),
      ['Replied by e-mail to contact message CM-2'],
    ],
    [
      'the last day of November',
      (desk) => ({ person: desk, to: '2026-11-30' }),
      ['Contact message CM-1 marked closed'],
    ],
  ];
  test.each(FILTERS)('lists %s', async (_, query, descriptions) => {
    const { auditor, desk } = await seed();
    const response = await get(auditor.token, query(desk.id));
    expect(response.status).toBe(200);
    const body = (await response.json()) as ActivityAnswer;
    expect(body.entries.map((entry) => entry.description)).toEqual(descriptions);
    expect(body.entries[0]?.person).toMatch(/^Desk /);
    expect(body.people.map((person) => person.id)).toContain(desk.id);
    expect(body.kinds).toContain('inbox_item_replied');
  });

  test('exports the matching entries as CSV on the 24-hour clock, quoted as RFC 4180 says, and logs the export', async () => {
    const { db } = database();
    const { auditor, desk } = await seed();
    const response = await get(auditor.token, { person: desk.id, format: 'csv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('When (Colombo),Person,Kind,What,Address');
    expect(lines[1]).toContain('2 Dec 2026, 10:30');
    expect(lines[1]).toContain('"Donation pledge DN-ABCDEF marked ""received"", =cmd"');
    expect(lines).toHaveLength(4);
    const logged = await db
      .selectFrom('admin_activity_logs')
      .select('action')
      .where('admin_user_id', '=', auditor.id)
      .execute();
    expect(logged.map((row) => row.action)).toEqual(['activity_log_exported']);
  });

  const REFUSED: [what: string, query: Record<string, string>, field: string][] = [
    ['a person who is no id', { person: 'nimal' }, 'person'],
    ['a day that is no day', { from: '1 Dec' }, 'from'],
    ['days the wrong way round', { from: '2026-12-02', to: '2026-12-01' }, 'to'],
    ['an unknown format', { format: 'xlsx' }, 'format'],
  ];
  test.each(REFUSED)('refuses %s with 400', async (_, query, field) => {
    const { auditor } = await seed();
    const response = await get(auditor.token, query);
    expect(response.status).toBe(400);
    expect((await response.json()) as { fields: Record<string, string> }).toHaveProperty(['fields', field]);
  });

  test('staff without the activity permission are refused', async () => {
    const { desk } = await seed();
    expect((await get(desk.token, {})).status).toBe(403);
  });
}
