// Run by npm before build, dev, start, test, db:migrate and db:seed (package.json "pre" scripts): checks content/
// and writes the one module the functions import from it (scripts/lib/server-content.ts).
import { ContentError, collectServerContent, SERVER_CONTENT_MODULE, writeServerContent } from './lib/server-content.ts';

try {
  if (writeServerContent(process.cwd(), collectServerContent(process.cwd()))) {
    console.log(`Wrote ${SERVER_CONTENT_MODULE} from content/.`);
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
