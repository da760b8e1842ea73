// Where uploaded service images live: Netlify Blobs on Netlify, a local folder (.data/uploads, or UPLOADS_DIR)
// with the embedded database. Keys are server-generated (a random UUID plus the sniffed type's extension), so an
// upload never overwrites another and a user-chosen name never reaches the file system.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { extensionOfKey, IMAGE_TYPES, type ImageExtension } from '../../shared/uploads/image-type.ts';

const STORE_NAME = 'service-images';
const IMAGE_KEY = /^[a-f0-9-]{36}\.(png|jpg|webp|gif)$/;

export interface StoredImage {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * Netlify's functions runtime sets NETLIFY_BLOBS_CONTEXT. (The global `Netlify` is no sign: the local emulation
 * defines it too, without a Blobs store behind it.)
 */
function onNetlify(): boolean {
  return Boolean(process.env.NETLIFY_BLOBS_CONTEXT);
}

function uploadsDir(): string {
  return path.resolve(process.env.UPLOADS_DIR ?? path.join('.data', 'uploads'), 'services');
}

export async function saveImage(bytes: Uint8Array<ArrayBuffer>, extension: ImageExtension): Promise<string> {
  const key = `${randomUUID()}.${extension}`;
  if (onNetlify()) {
    const store = getStore({ name: STORE_NAME, consistency: 'strong' });
    await store.set(key, new Blob([bytes]), { metadata: { contentType: IMAGE_TYPES[extension] } });
  } else {
    await mkdir(uploadsDir(), { recursive: true });
    await writeFile(path.join(uploadsDir(), key), bytes, { flag: 'wx' });
  }
  return key;
}

export async function readImage(key: string): Promise<StoredImage | undefined> {
  const extension = extensionOfKey(key);
  if (!IMAGE_KEY.test(key) || !extension) return undefined;
  const contentType = IMAGE_TYPES[extension];
  if (onNetlify()) {
    const store = getStore({ name: STORE_NAME, consistency: 'strong' });
    const data = await store.get(key, { type: 'arrayBuffer' });
    return data ? { bytes: new Uint8Array(data), contentType } : undefined;
  }
  try {
    return { bytes: new Uint8Array(await readFile(path.join(uploadsDir(), key))), contentType };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
