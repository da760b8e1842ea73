// How the admin app calls its API: the site's own client (src/shared/utils/api-client.ts: JSON, ApiError with the server's
// message), never cached, with the session cookie, and a 401 (session over) sends the user to the login page.
import { ApiError, downloadFile, getJson, sendFile, sendJson } from '../../shared/utils/api-client.ts';

export { ApiError };

export const LOGIN_PATH = '/admin/login';

interface AdminRequestOptions {
  /** Default true: on 401 leave for the login page. The login call itself turns this off. */
  redirectOn401?: boolean;
}

const ADMIN_INIT: RequestInit = { credentials: 'same-origin', cache: 'no-store' };

async function leavingOn401<T>(call: Promise<T>, options: AdminRequestOptions = {}): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      options.redirectOn401 !== false &&
      location.pathname !== LOGIN_PATH
    ) {
      location.replace(LOGIN_PATH);
    }
    throw error;
  }
}

/** GET an admin endpoint; `fallbackMessage` is the agreed text for when the server gives none. */
export function adminGet<T>(url: string, fallbackMessage: string, options?: AdminRequestOptions): Promise<T> {
  return leavingOn401(getJson<T>(url, fallbackMessage, ADMIN_INIT), options);
}

/** A state-changing admin call with a JSON body (the server refuses anything else from the browser). */
export function adminSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  fallbackMessage: string,
  options?: AdminRequestOptions,
): Promise<T> {
  return leavingOn401(sendJson<T>(method, url, body ?? {}, fallbackMessage, ADMIN_INIT), options);
}

/** POST a file as the raw request body (an image upload). */
export function adminSendFile<T>(url: string, file: Blob, fallbackMessage: string): Promise<T> {
  return leavingOn401(sendFile<T>(url, file, fallbackMessage, ADMIN_INIT));
}

/** GET an admin export and save it as a file. */
export function adminDownload(url: string, fallbackName: string, fallbackMessage: string): Promise<void> {
  return leavingOn401(downloadFile(url, fallbackName, fallbackMessage, ADMIN_INIT));
}
