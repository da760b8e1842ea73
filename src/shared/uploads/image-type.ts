// What an uploaded file really is, read from its first bytes (never from its name or the browser's claim):
// PNG, JPEG, WebP and GIF only. SVG is refused: it is a document that can carry script.
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): ImageExtension | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return undefined;
}

export function extensionOfKey(key: string): ImageExtension | undefined {
  const extension = key.split('.').pop();
  return extension && extension in IMAGE_TYPES ? (extension as ImageExtension) : undefined;
}
