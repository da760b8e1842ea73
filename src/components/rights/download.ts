// Saves an answer of exportMyData as a file: the token goes in the POST body, so the download cannot be a link.
import { ApiError } from '../../shared/utils/api-client.ts';

export async function downloadMyData(token: string, format: 'json' | 'html', failed: string): Promise<void> {
  const response = await fetch('/api/my-data', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang || 'en' },
    body: JSON.stringify({ token, format }),
  }).catch(() => undefined);
  if (!response?.ok) {
    const body = (await response?.json().catch(() => undefined)) as { error?: string } | undefined;
    throw new ApiError(body?.error ?? failed, response?.status ?? 0);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `my-data.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
