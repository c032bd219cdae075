/** An error a route may throw on purpose; the error handler turns it into the shared JSON shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
    /** Overrides the `error` field (default: the status name), e.g. the moderation error. */
    readonly errorName?: string,
    /** Headers the error reply carries, e.g. Retry-After on a 503 that says when to come back. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
/** A 503 for work the server refuses while it is full, with the seconds after which to try again. */
export const serverBusy = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, undefined, undefined, { 'retry-after': String(retryAfterSeconds) });
