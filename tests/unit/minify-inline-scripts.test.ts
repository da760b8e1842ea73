import { expect, test } from 'vitest';
import { minifyInlineScripts } from '../../integrations/minify-inline-scripts.ts';

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

test('a classic inline script is minified and still does the same', () => {
  const written = `<script>
  // Marks the page once it has painted.
  (() => {
    var root = document.documentElement;
    root.setAttribute('data-done', String(1 + 1));
  })();
</script>`;
  const minified = minifyInlineScripts(page(written));
  const code = /<script>([\s\S]*)<\/script>/.exec(minified)?.[1] ?? '';
  expect(code.length).toBeLessThan(written.length / 2);
  expect(code).not.toContain('Marks the page');
  const attributes = new Map<string, string>();
  new Function('document', code)({ documentElement: { setAttribute: (n: string, v: string) => attributes.set(n, v) } });
  expect(attributes.get('data-done')).toBe('2');
});

test.each([
  ['structured data', '<script type="application/ld+json">{ "@type": "Organization" }</script>'],
  ['a JSON block a script reads', '<script type="application/json" id="texts">{ "a": 1 }</script>'],
  ['an after-paint data block', '<script type="text/plain" data-after-paint="/_astro/a.js"></script>'],
  ['a bundled module script', '<script type="module">import "./a.js";   run( 1 );</script>'],
  ['a script the minifier cannot read', '<script>if (</script>'],
])('%s stays as written', (_, script) => {
  expect(minifyInlineScripts(page(script))).toBe(page(script));
});
