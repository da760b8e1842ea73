/** An error whose message is meant for the user: the endpoint answers with its status and message. */
export class HttpError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}
