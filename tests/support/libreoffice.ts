// Opens a CSV file the way a member of staff would, in LibreOffice Calc (Debian's libreoffice-calc-nogui, run
// headless), and reads back every cell: its type, its text and any formula Calc made of it.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SpreadsheetCell {
  type: string;
  text: string;
  formula: string | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (xml: string) => xml.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The rows of the first sheet after Calc imported `csv` (comma, double quote, UTF-8: what the file declares). */
export async function openCsvInCalc(csv: string): Promise<SpreadsheetCell[][]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'calc-'));
  try {
    const input = path.join(folder, 'export.csv');
    await writeFile(input, csv);
    await run(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=file://${folder}/profile`,
        '--infilter=CSV:44,34,76,1',
        '--convert-to',
        'fods',
        '--outdir',
        folder,
        input,
      ],
      { timeout: 60_000 },
    ).catch((error: unknown) => {
      throw new Error(`LibreOffice could not open the CSV (apt-get install libreoffice-calc-nogui): ${error}`);
    });
    const xml = await readFile(path.join(folder, 'export.fods'), 'utf8');
    const sheet = xml.slice(xml.indexOf('<table:table '), xml.indexOf('</table:table>'));
    return [...sheet.matchAll(/<table:table-row\b[^>]*>([\s\S]*?)<\/table:table-row>/g)].map(([, row = '']) =>
      [...row.matchAll(/<table:table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].map(
        ([, attributes = '', content = '']) => ({
          type: /office:value-type="([^"]+)"/.exec(attributes)?.[1] ?? 'empty',
          formula: /table:formula="([^"]+)"/.exec(attributes)?.[1] ?? null,
          text: [...content.matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)]
            .map(([, paragraph = '']) => decodeXml(paragraph.replace(/<[^>]+>/g, '')))
            .join('\n'),
        }),
      ),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
