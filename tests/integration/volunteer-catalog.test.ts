// The server's catalogue (from the generated module of content/) lists exactly the files the site is built from.
import { readdir } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { volunteerEvents, volunteerPrograms } from '../../src/server/volunteer/catalog.ts';
import { VOLUNTEER_PROGRAMS } from '../../src/shared/enums.ts';
import { isUpcoming } from '../../src/shared/volunteer/event-dates.ts';

const slugs = async (folder: string) =>
  (await readdir(new URL(`../../content/${folder}/`, import.meta.url)))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

describe('volunteer catalogue', () => {
  test('lists every program file, and the program ids are the database enumeration', async () => {
    expect(volunteerPrograms.map((program) => program.id).sort()).toEqual(await slugs('volunteer-programs'));
    expect(volunteerPrograms.map((program) => program.id).sort()).toEqual([...VOLUNTEER_PROGRAMS].sort());
  });

  test('lists every event file, with the agreed spots 8, 12, 15 and 5', async () => {
    expect(volunteerEvents.map((event) => event.id).sort()).toEqual(await slugs('volunteer-events'));
    expect(volunteerEvents.map((event) => [event.type, event.volunteersNeeded])).toEqual([
      ['workshop', 8],
      ['community', 12],
      ['cultural', 15],
      ['research', 5],
    ]);
  });

  test.each([
    [{ startsOn: '2027-01-17' }, '2027-01-17', true],
    [{ startsOn: '2027-01-17' }, '2027-01-18', false],
    [{ startsOn: '2027-04-10', endsOn: '2027-04-11' }, '2027-04-11', true],
    [{}, '2099-01-01', true],
  ])('event %o on %s is upcoming: %s', (event, today, upcoming) => {
    expect(isUpcoming(event, today)).toBe(upcoming);
  });
});
