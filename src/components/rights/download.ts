// Saves an answer of exportMyData as a file: the token goes in the POST body, so the download cannot be a link.
import { downloadFile } from '../../shared/utils/api-client.ts';

export function downloadMyData(token: string, format: 'json' | 'html', failed: string): Promise<void> {
  return downloadFile('/api/my-data', `my-data.${format}`, failed, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, format }),
  });
}
