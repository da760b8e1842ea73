// npm start: the whole product on one origin with its embedded database, no account and no network needed.
import { buildIfNeeded } from './lib/build-if-needed.ts';
import { demoSignInLines } from './lib/embedded-database.ts';
import { serveProduct } from './lib/serve-product.ts';

const started = Date.now();
// The database comes first (DATABASE_URL, or the embedded one, migrated and seeded), then the build, which renders
// that database's services into the pages, then the server.
const product = await serveProduct({
  port: Number(process.env.PORT ?? 8888),
  host: process.env.HOST,
  databaseUrl: process.env.DATABASE_URL,
  runScheduledFunctions: true,
  beforeServing: buildIfNeeded,
});
// Links in the e-mails written to .data/outbox-mail lead back to this server (Netlify sets URL itself).
process.env.URL ??= product.url;

console.log(`\nHela Wedakama is running at ${product.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (product.demoAdminPassword && product.demoAdminSecondFactor) {
  console.log(`Database: embedded PGlite in .data/pglite (psql-compatible at ${product.databaseUrl})`);
  for (const line of demoSignInLines(product.url, product.demoAdminPassword, product.demoAdminSecondFactor)) {
    console.log(line);
  }
} else {
  console.log('Database: DATABASE_URL');
}
console.log('Press Ctrl+C to stop.');

// Ctrl+C stops the server at once: open connections are cut, the work under way finishes; should anything
// still hold on after a few seconds, or Ctrl+C come again, the process ends anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('Stopping...');
    setTimeout(() => process.exit(1), 5000).unref();
    process.once(signal, () => process.exit(1));
    product.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  });
}
