// Every repository path the README and docs/ name exists: a newcomer who follows one must find the file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const topFolders = ['src', 'scripts', 'tests', 'netlify', 'content', 'docs', 'public', '.ci'];
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];

/** Paths written in backticks or as Markdown link targets that start at a top folder of the repository. */
function namedPaths(text: string): string[] {
  const candidates = [
    ...[...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1] ?? ''),
  ];
  return candidates
    .map((path) => path.replace(/[.,:;]$/, ''))
    .filter((path) => topFolders.some((folder) => path.startsWith(`${folder}/`)) && !/[*<>{}]/.test(path));
}

describe.each(documents)('%s', (document) => {
  test('names only paths that exist', () => {
    const text = readFileSync(join(root, document), 'utf8');
    const missing = namedPaths(text).filter(
      (path) => !existsSync(join(root, path)) && !existsSync(join(root, dirname(document), path)),
    );
    expect(missing).toEqual([]);
  });
});
