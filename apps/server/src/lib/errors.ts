import {
  apiErrorStatus,
  apiErrorText,
  errorSpecOf,
  isAreaErrorCode,
  MSG,
  type ApiErrorArgs,
  type ApiErrorCode,
  type ErrorCode,
  type TabledErrorCode,
} from '@superliga/league';

export type FieldErrors = Record<string, string[]>;

/**
 * A refusal the client should see, by its code (market/errors.ts and common/area-errors.ts in
 * league; the kind of refusal for the answers no area gives): the one error handler answers it
 * with the code's HTTP status and `{ code, message }`. Callers that act on a refusal switch on
 * `code`, never on the status or the text (docs/decisions/031-coded-errors-and-the-market-module.md).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.statusCode = apiErrorStatus(code);
  }
}

/**
 * The code of a market refusal (or of a kind of refusal): what the market's jobs act on (the
 * clause-round resolver, the auction settlement). Undefined for another area's refusal and for any
 * other error, which the caller lets through.
 */
export const errorCodeOf = (err: unknown): ErrorCode | undefined => (err instanceof AppError && !isAreaErrorCode(err.code) ? err.code : undefined);

/**
 * A refusal by its code, with its text from the table; a validation refusal is told on its
 * table's field (`errors: { field: [text] }`).
 */
export function refuse<C extends TabledErrorCode>(code: C, ...args: ApiErrorArgs<C>): AppError {
  return refuseOn(errorSpecOf(code).field, code, ...args);
}

/** The same, told on another field than the table's (or on none: undefined). */
export function refuseOn<C extends TabledErrorCode>(field: string | undefined, code: C, ...args: ApiErrorArgs<C>): AppError {
  const text = apiErrorText(code, ...args);
  return new AppError(code, text, field === undefined ? undefined : { [field]: [text] });
}

/**
 * A validation refusal told on several fields at once (a team's name and its manager, a season's
 * rules, the rows of an import): its message is the given one, else the first field's text.
 */
export const refuseFields = (code: TabledErrorCode, errors: FieldErrors, message?: string) =>
  new AppError(code, message ?? Object.values(errors)[0]?.[0] ?? MSG.validationFailed, errors);

/*
 * Refusals by their kind alone, for the answers no area's table gives: the access plugin's 401/403,
 * a reused Idempotency-Key, and the market features still to be moved into the market module.
 */
const validationError = (errors: FieldErrors, message?: string) =>
  new AppError('validation', message ?? Object.values(errors)[0]?.[0] ?? MSG.validationFailed, errors);
export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });
export const unauthorized = (message: string = MSG.unauthenticated) => new AppError('unauthenticated', message);
export const forbidden = (message: string = MSG.forbidden) => new AppError('forbidden', message);
export const notFound = (message: string = MSG.notFound) => new AppError('notFound', message);
export const conflict = (message: string) => new AppError('conflict', message);

/** A scheduled job's default for one item that fails: the error passes on (its runner records the run as failed). */
export const rethrow = (err: unknown): never => {
  throw err;
};
