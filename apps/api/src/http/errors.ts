import { COMMON_MESSAGES } from '@visaready/shared';

/** An error whose message is safe to show the user; `code` is stable for clients and logs. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(400, code, message);
export const unauthorized = (message: string = COMMON_MESSAGES.unauthorized, code = 'unauthorized') => new AppError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') => new AppError(403, code, message);
export const notFound = (message: string = COMMON_MESSAGES.notFound, code = 'not_found') => new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = COMMON_MESSAGES.tooManyRequests) =>
  new AppError(429, 'rate_limited', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (message: string, code = 'unavailable') => new AppError(503, code, message);
