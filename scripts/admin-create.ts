// npm run admin:create -- --email you@clinic.lk --name "Your Name" [--role admin|staff]
// Creates a real admin (or resets that admin's password). The password is asked for on the terminal, or read
// from ADMIN_PASSWORD for automation; it is never taken from the command line, where shell history keeps it.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { upsertAdmin } from '../src/server/admin/admin-accounts.ts';
import { newPasswordSchema } from '../src/server/admin/password-policy.ts';
import { connect } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { ADMIN_ROLES } from '../src/shared/enums.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'admin' } },
});

async function ask(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await terminal.question(question)).trim();
  } finally {
    terminal.close();
  }
}

const input = z
  .object({ email: z.email(), name: z.string().trim().min(1), role: z.enum(ADMIN_ROLES), password: newPasswordSchema })
  .safeParse({
    email: values.email ?? (await ask('E-mail: ')),
    name: values.name ?? (await ask('Name: ')),
    role: values.role,
    password: process.env.ADMIN_PASSWORD ?? (await ask('Password (12 or more characters): ')),
  });
if (!input.success) {
  for (const issue of input.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}

const { db, release } = connect();
try {
  await migrateToLatest(db);
  await upsertAdmin(db, input.data);
  console.log(`Admin ${input.data.email} (${input.data.role}) is ready to sign in.`);
} finally {
  await release();
  await db.destroy();
}
