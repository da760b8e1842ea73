import { expect, test } from 'vitest';
import { isPlaceholderHash } from '../../src/content-schemas/video-hash.ts';

test.each([
  ['a1b2c3d4e5', true],
  ['f6e5d4c3b2', true],
  ['0a9b8c7d6e', true],
  ['0123456789', true],
  ['aaaaaaaaaa', true],
  ['abcdef0123', true],
  ['5c7e2a91fb', false],
  ['e3f9a0c14d', false],
  ['27b8d6f0a3', false],
])('the video hash %s is a placeholder: %s', (hash, placeholder) => {
  expect(isPlaceholderHash(hash)).toBe(placeholder);
});
