// Netlify bundles each function with esbuild, as here: what a deployed function carries.
import { build } from 'esbuild';
import { expect, test } from 'vitest';

async function bundledInputs(file: string): Promise<string[]> {
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
  return Object.keys(metafile.inputs);
}

// Deployed functions always run on DATABASE_URL: the embedded database (PGlite, about 0.5 MB of code) must not be
// bundled into them.
test.each(['services.ts', 'appointment-slots.ts', 'dispatch-outbox.ts'])(
  'the bundle of netlify/functions/%s leaves PGlite out',
  async (file) => {
    const inputs = await bundledInputs(file);
    expect(inputs.some((input) => input.startsWith('src/server/db/database.ts'))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules/@electric-sql/pglite/'))).toEqual([]);
  },
);

// What a function knows from content/ reaches it as the one generated module, bundled like any import: a function
// reading content/ itself would find no such folder once deployed.
test.each(['volunteer.ts', 'donations.ts', 'dispatch-outbox.ts'])(
  'the bundle of netlify/functions/%s carries content/ as the generated module only',
  async (file) => {
    const inputs = await bundledInputs(file);
    expect(inputs).toContain('src/server/content/server-content.generated.json');
    expect(inputs.filter((input) => input.startsWith('content/'))).toEqual([]);
  },
);
