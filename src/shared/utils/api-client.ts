// How islands call the API. A failed call throws ApiError carrying the server's message (docs/product-rules.md "Across the product":
// "a failed fetch uses the server's message, else the default"), its status and the per-field messages of a 400.

export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(message: string, status: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

/** The page's language: the API answers its refusals in it (docs/i18n.md). */
const pageLanguage = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');

/** Said after the caller's own words when the request never reached the server, in the page's language. */
const CHECK_CONNECTION: Record<string, string> = {
  en: 'Please check your connection and try again.',
  si: 'කරුණාකර ඔබගේ අන්තර්ජාල සම්බන්ධතාවය පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  ta: 'உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
};

/** The answer to a request that reached the server and was accepted; otherwise ApiError, as `request` says. */
async function respond(url: string, init: RequestInit, fallbackMessage: string): Promise<Response> {
  let response: Response;
  const language = pageLanguage();
  try {
    response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', 'Accept-Language': language, ...init.headers },
    });
  } catch {
    throw new ApiError(`${fallbackMessage}. ${CHECK_CONNECTION[language] ?? CHECK_CONNECTION.en}`, 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const { error, message, fields } = (body ?? {}) as {
      error?: string;
      message?: string;
      fields?: Record<string, string>;
    };
    throw new ApiError(error ?? message ?? `HTTP error! status: ${response.status}`, response.status, fields);
  }
  return response;
}

async function request<T>(url: string, init: RequestInit, fallbackMessage: string): Promise<T> {
  const response = await respond(url, init, fallbackMessage);
  return (await response.json().catch(() => undefined)) as T;
}

/** `init` adds to the request (the admin app's `cache: 'no-store'`, src/components/admin/admin-api.ts). */
export function getJson<T>(url: string, fallbackMessage: string, init: RequestInit = {}): Promise<T> {
  return request<T>(url, { ...init, method: 'GET' }, fallbackMessage);
}

export function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  fallbackMessage: string,
  init: RequestInit = {},
): Promise<T> {
  return request<T>(
    url,
    { ...init, method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    fallbackMessage,
  );
}

/** POST a file as the raw request body, typed as the file is (an image upload; the server reads its bytes). */
export function sendFile<T>(url: string, file: Blob, fallbackMessage: string, init: RequestInit = {}): Promise<T> {
  return request<T>(
    url,
    { ...init, method: 'POST', headers: { 'Content-Type': file.type }, body: file },
    fallbackMessage,
  );
}

/**
 * Saves the answer as a file, named as the server's Content-Disposition says (else `fallbackName`): for a download
 * that cannot be a link (a POST, a cookie the link would not carry through the client's checks). `init` may give a
 * method and body.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  fallbackMessage: string,
  init: RequestInit = {},
): Promise<void> {
  const response = await respond(url, { ...init, headers: { Accept: '*/*', ...init.headers } }, fallbackMessage);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: blobUrl, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000);
}
