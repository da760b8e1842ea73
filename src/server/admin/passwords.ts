// Password hashing: argon2id with OWASP's minimum (19 MiB memory, 2 iterations, 1 lane).
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (the library's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
