// Sends a chosen image file as the raw request body (the server reads its real type from its bytes).
import { MAX_IMAGE_BYTES } from '../../../../shared/uploads/image-type.ts';
import { ApiError, LOGIN_PATH } from '../../admin-api.ts';

/** The agreed message for a file that must not be sent at all, or undefined when it may be. */
export function checkImageFile(file: File): { title: string; message: string } | undefined {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
    return { title: 'Invalid file type', message: 'Please select an image file' };
  }
  if (file.size > MAX_IMAGE_BYTES)
    return { title: 'File too large', message: 'Please select an image smaller than 5MB' };
  return undefined;
}

export async function uploadServiceImage(file: File): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/admin/services/image', {
      method: 'POST',
      headers: { 'Content-Type': file.type, Accept: 'application/json' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('Failed to upload image. Please check your connection and try again.', 0);
  }
  const body = (await response.json().catch(() => ({}))) as { imageUrl?: string; error?: string };
  if (response.status === 401) location.replace(LOGIN_PATH);
  if (!response.ok || !body.imageUrl) {
    throw new ApiError(body.error ?? `HTTP error! status: ${response.status}`, response.status);
  }
  return body.imageUrl;
}
