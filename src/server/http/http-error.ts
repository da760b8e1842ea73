/**
 * An error whose message is meant for the user. Every endpoint answers it with the one error envelope
 * `{ error, message, code, fields }` (docs/api.md): `code` is stable for programs to react to, the messages for people.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { code?: string; fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = options.code ?? codeForStatus(status);
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/** The code of an error whose domain gives none: what its status means. */
const STATUS_CODES: Readonly<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
};

function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request');
}
