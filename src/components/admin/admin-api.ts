// How the admin app calls its API: same origin, JSON, the session cookie, and a 401 (session over) sends the user
// to the login page. Failures throw ApiError with the server's message (docs/product-rules.md "Across the product").
import { ApiError } from '../../lib/api-client.ts';

export { ApiError };

export const LOGIN_PATH = '/admin/login';

interface AdminRequestOptions {
  /** Default true: on 401 leave for the login page. The login call itself turns this off. */
  redirectOn401?: boolean;
}

async function adminRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  fallbackMessage: string,
  options: AdminRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(`${fallbackMessage}. Please check your connection and try again.`, 0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.status === 401 && options.redirectOn401 !== false && location.pathname !== LOGIN_PATH) {
    location.replace(LOGIN_PATH);
  }
  if (!response.ok) {
    const { error, message, fields } = (payload ?? {}) as {
      error?: string;
      message?: string;
      fields?: Record<string, string>;
    };
    throw new ApiError(error ?? message ?? `HTTP error! status: ${response.status}`, response.status, fields);
  }
  return payload as T;
}

/** GET an admin endpoint; `fallbackMessage` is the spec's text for when the server gives none. */
export function adminGet<T>(url: string, fallbackMessage: string, options?: AdminRequestOptions): Promise<T> {
  return adminRequest<T>('GET', url, undefined, fallbackMessage, options);
}

/** A state-changing admin call with a JSON body (the server refuses anything else from the browser). */
export function adminSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  fallbackMessage: string,
  options?: AdminRequestOptions,
): Promise<T> {
  return adminRequest<T>(method, url, body ?? {}, fallbackMessage, options);
}
