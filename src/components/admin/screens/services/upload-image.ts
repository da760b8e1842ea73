// Sends a chosen image file as the raw request body (the server reads its real type from its bytes).
import { MAX_IMAGE_BYTES } from '../../../../shared/uploads/image-type.ts';
import { ApiError, adminSendFile } from '../../admin-api.ts';

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
  const body = await adminSendFile<{ imageUrl?: string }>('/api/admin/services/image', file, 'Failed to upload image');
  if (!body?.imageUrl) throw new ApiError('HTTP error! status: 200', 200);
  return body.imageUrl;
}
