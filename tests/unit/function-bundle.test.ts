// Deployed functions always run on DATABASE_URL: the embedded database (PGlite, about 0.5 MB of code) must not be
// bundled into them. Netlify bundles each function with esbuild, as here.
import { build } from 'esbuild';
import { expect, test } from 'vitest';

test.each(['services.ts', 'appointment-slots.ts', 'dispatch-outbox.ts'])(
  'the bundle of netlify/functions/%s leaves PGlite out',
  async (file) => {
    const { metafile } = await build({
      entryPoints: [`netlify/functions/${file}`],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
      external: ['@node-rs/*'],
    });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.some((input) => input.startsWith('src/server/db/database.ts'))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules/@electric-sql/pglite/'))).toEqual([]);
  },
);
