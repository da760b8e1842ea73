// Reads an image upload: the raw file as the request body (no multipart parsing, no base64 inflation), refused
// when larger than 5 MB or when its first bytes are not PNG, JPEG, WebP or GIF (docs/product-rules.md "Admin services").
import { type ImageExtension, MAX_IMAGE_BYTES, sniffImageType } from '../../shared/uploads/image-type.ts';
import { HttpError } from '../http/http-error.ts';

const INVALID_FILE_TYPE = 'Please select an image file';
const FILE_TOO_LARGE = 'Please select an image smaller than 5MB';

export async function receiveImage(
  request: Request,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; extension: ImageExtension }> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_IMAGE_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  if (!request.body) throw new HttpError(400, INVALID_FILE_TYPE);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_IMAGE_BYTES) {
      await reader.cancel();
      throw new HttpError(413, FILE_TOO_LARGE);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const extension = sniffImageType(bytes);
  if (!extension) throw new HttpError(415, INVALID_FILE_TYPE);
  return { bytes, extension };
}
