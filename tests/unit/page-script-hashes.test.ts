import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ownScriptHashes } from '../../integrations/page-script-hashes.ts';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const STALE = `'sha256-${'A'.repeat(43)}='`;
const policy = (scriptSrc: string) =>
  `default-src 'self';object-src 'none';form-action 'self'; script-src ${scriptSrc}; style-src 'self' 'unsafe-inline'`;
const page = (scriptSrc: string, body: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="${policy(scriptSrc)}"></head><body>${body}</body></html>`;
const scriptSrcOf = (html: string) => /script-src ([^;]*)/.exec(html)?.[1];

describe("each page's policy names its own inline scripts", () => {
  test.each([
    ['a classic inline script', '<script>a()</script>', [hash('a()')]],
    ['an inline module', '<script type="module">b()</script>', [hash('b()')]],
    [
      'two scripts, in page order, the same one once',
      '<script>c()</script><script>a()</script><script>c()</script>',
      [hash('c()'), hash('a()')],
    ],
    ['a Sinhala text in a script, hashed as UTF-8', '<script>t("සිංහල")</script>', [hash('t("සිංහල")')]],
    ['a file, which self allows', '<script type="module" src="/_astro/x.js"></script>', []],
    ['structured data, which does not run', '<script type="application/ld+json">{"@type":"Thing"}</script>', []],
    ['an after-paint data block', '<script type="text/plain" data-after-paint="/_astro/x.js"></script>', []],
  ])('%s', (_, body, expected) => {
    const built = page(`'self' ${STALE} ${hash('gone()')}`, body);
    expect(scriptSrcOf(ownScriptHashes(built))).toBe(["'self'", ...expected].join(' '));
  });

  test('the other directives stay as Astro wrote them', () => {
    const own = ownScriptHashes(page(`'self' ${STALE}`, '<script>a()</script>'));
    expect(own).toContain(
      `content="default-src 'self';object-src 'none';form-action 'self'; script-src 'self' ${hash('a()')}; style-src 'self' 'unsafe-inline'"`,
    );
  });

  test('a page without a policy stays as built', () => {
    const html = '<!DOCTYPE html><html><body><script>a()</script></body></html>';
    expect(ownScriptHashes(html)).toBe(html);
  });
});
