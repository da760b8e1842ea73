import { describe, expect, test } from 'vitest';
import { svgDataUri } from '../../src/shared/utils/svg-data-uri.ts';

describe('svgDataUri', () => {
  test.each([
    [
      'adds the namespace an image needs',
      '<svg viewBox="0 0 1 1"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
    ],
    [
      'keeps a namespace already there',
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    ],
    [
      'joins lines and drops space between tags',
      '<svg xmlns="x">\n  <g>\n  </g>\n</svg>',
      '<svg xmlns="x"><g></g></svg>',
    ],
  ])('%s', (_, svg, expected) => {
    expect(decodeURIComponent(svgDataUri(svg).slice('data:image/svg+xml,'.length))).toBe(expected);
  });

  test('escapes what a URI cannot hold: a gradient reference and a percentage survive the round trip', () => {
    const uri = svgDataUri('<svg xmlns="x"><rect fill="url(#sky)" width="50%"/></svg>');
    expect(uri).not.toMatch(/[#"<> ]/);
    expect(uri).toContain('url(%23sky)');
    expect(uri).toContain('50%25');
  });

  test('an attribute quoted inside another keeps both quotes', () => {
    const svg = `<svg xmlns="x"><g font-family="Georgia, 'Palatino Linotype', serif"></g></svg>`;
    expect(decodeURIComponent(svgDataUri(svg).slice('data:image/svg+xml,'.length))).toBe(svg);
  });

  test('text outside ASCII survives as UTF-8', () => {
    const uri = svgDataUri('<svg xmlns="x"><text>සිංහල</text></svg>');
    expect(uri).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeURIComponent(uri)).toContain('<text>සිංහල</text>');
  });
});
