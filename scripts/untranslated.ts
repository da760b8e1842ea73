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

console.log(formatStatus(untranslatedStatus(process.cwd(), await serviceNames())));
