// `npm run i18n:status`, and the end of `npm run build` (postbuild): lists, per language, the content still to
// translate or to have checked by a native speaker (docs/i18n.md "Content"). Always exits 0: it informs editors,
// it does not fail the build.
import { DEMO_SERVICES } from '../src/server/demo/demo-data.ts';
import { servicesForBuild } from '../src/server/services/build-time-list.ts';
import { formatStatus, untranslatedStatus } from './lib/untranslated.ts';

/** The services the build rendered: the live table with DATABASE_URL, the demo catalogue without one. */
async function serviceNames(): Promise<string[] | undefined> {
  if (!process.env.DATABASE_URL) return DEMO_SERVICES.map((service) => service.name);
  try {
    return (await servicesForBuild()).map((service) => service.name);
  } catch (error) {
    console.warn(`Could not read the services (${error instanceof Error ? error.message : String(error)}).`);
    return undefined;
  }
}

/** The doctors with details not given in Sinhala or Tamil (the database's; none without DATABASE_URL). */
async function doctorsToTranslate(): Promise<Record<'si' | 'ta', string[]> | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const { connect } = await import('../src/server/db/database.ts');
  const { untranslatedDoctors } = await import('../src/server/schedules/doctor-translations.ts');
  const { db, release } = connect(process.env.DATABASE_URL);
  try {
    return await untranslatedDoctors(db);
  } catch (error) {
    console.warn(`Could not read the doctors (${error instanceof Error ? error.message : String(error)}).`);
    return undefined;
  } finally {
    await release();
  }
}

const [names, doctors] = await Promise.all([serviceNames(), doctorsToTranslate()]);
const statuses = untranslatedStatus(process.cwd(), names).map((status) => ({
  ...status,
  missingDoctors: doctors?.[status.locale] ?? [],
}));
console.log(formatStatus(statuses));
