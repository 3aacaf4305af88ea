import { errorStatus, MARKET_ERRORS, marketErrorText, MSG, type ErrorCode, type MarketErrorArgs, type MarketErrorCode } from '@superliga/league';

export type FieldErrors = Record<string, string[]>;

/**
 * A refusal the client should see, by its code (market/errors.ts in league; the kind of refusal
 * for the areas without a table yet): the one error handler answers it with the code's HTTP
 * status and `{ code, message }`. Callers that act on a refusal switch on `code`, never on the
 * status or the text (docs/decisions/031-coded-errors-and-the-market-module.md).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.statusCode = errorStatus(code);
  }
}

/** The code of a refusal; undefined for any other error (which the caller lets through). */
export const errorCodeOf = (err: unknown): ErrorCode | undefined => (err instanceof AppError ? err.code : undefined);

/**
 * A market refusal by its code, with its text from the table; a validation refusal is told on its
 * table's field (`errors: { field: [text] }`).
 */
export function refuse<C extends MarketErrorCode>(code: C, ...args: MarketErrorArgs<C>): AppError {
  const spec = MARKET_ERRORS[code] as { field?: string };
  return refuseOn(spec.field, code, ...args);
}

/** The same, told on another field than the table's (or on none: undefined). */
export function refuseOn<C extends MarketErrorCode>(field: string | undefined, code: C, ...args: MarketErrorArgs<C>): AppError {
  const text = marketErrorText(code, ...args);
  return new AppError(code, text, field === undefined ? undefined : { [field]: [text] });
}

export const validationError = (errors: FieldErrors, message?: string) =>
  new AppError('validation', message ?? Object.values(errors)[0]?.[0] ?? MSG.validationFailed, errors);
export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });
export const unauthorized = (message: string = MSG.unauthenticated) => new AppError('unauthenticated', message);
export const forbidden = (message: string = MSG.forbidden) => new AppError('forbidden', message);
export const notFound = (message: string = MSG.notFound) => new AppError('notFound', message);
export const conflict = (message: string) => new AppError('conflict', message);
