// npm test, after the build: every layer, in two Vitest processes side by side (README "Tests"). Vitest runs the
// projects limited to one file at a time (postgres, e2e, e2e-pages) one after another in a single queue, so in one
// process the two browser halves, each mostly waiting on its own server and Chromium, never overlap. Here the
// flows that change data (with the PostgreSQL suite) run beside everything else, each half on its own server.
// Arguments are passed to both (`npm test -- --reporter=json --outputFile=test-results/vitest.json` writes
// `vitest-flows.json` and `vitest-rest.json`); the exit code is the first failure's.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const optional = (variable: string, project: string) => (process.env[variable] ? [project] : []);
const GROUPS = {
  flows: ['e2e', ...optional('TEST_DATABASE_URL', 'postgres')],
  rest: ['unit', 'integration', ...optional('TEST_DESKTOP_TOOLS', 'tools'), 'e2e-pages'],
};

/** The caller's arguments, with an output file named for the group. */
const argumentsFor = (group: string) =>
  process.argv
    .slice(2)
    .map((argument) => argument.replace(/^(--outputFile(?:\.json)?=.*?)(\.json)?$/, `$1-${group}.json`));

function run(group: string, projects: string[]): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...argumentsFor(group),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Each line says which half wrote it: the two logs interleave.
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${group}] ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Object.entries(GROUPS).map(([group, projects]) => run(group, projects)));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
