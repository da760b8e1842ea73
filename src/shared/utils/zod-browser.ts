// zod as the islands in the browser get it: astro.config.mjs resolves their `import ... from 'zod'` to this module,
// so `jitless` is set before any schema of theirs is built. Without it zod probes `new Function` to compile faster
// parsers; the pages' Content-Security-Policy refuses that, and Chrome reports each refusal as a policy violation
// in the console, which costs the page its best-practices score (docs/performance.md).
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
