import { ERROR_STATUS, MSG } from '@superliga/league';

export type FieldErrors = Record<string, string[]>;

/** A refusal the client should see: mapped to its HTTP status by the one error handler. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const validationError = (errors: FieldErrors, message?: string) =>
  new AppError(ERROR_STATUS.validation, message ?? Object.values(errors)[0]?.[0] ?? MSG.validationFailed, errors);
export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });
export const unauthorized = (message: string = MSG.unauthenticated) => new AppError(ERROR_STATUS.unauthenticated, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(ERROR_STATUS.forbidden, message);
export const notFound = (message: string = MSG.notFound) => new AppError(ERROR_STATUS.notFound, message);
export const conflict = (message: string) => new AppError(ERROR_STATUS.conflict, message);
