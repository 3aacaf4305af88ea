import { MARKET_ERRORS, type ErrorCode, type ErrorSpec, type MarketErrorCode } from '../market/errors';
import { AREA_ERRORS, type AreaErrorCode } from './area-errors';
import { ERROR_STATUS } from './error-codes';

/** A code with a row in a table: the market's (market/errors.ts) or the other areas' (area-errors.ts). */
export type TabledErrorCode = MarketErrorCode | AreaErrorCode;

/**
 * Every code the API answers with: a tabled code, or the kind of refusal itself for the answers no
 * area gives (Fastify's own 413/415, the rate limit, an unknown error)
 * (docs/decisions/031-coded-errors-and-the-market-module.md).
 */
export type ApiErrorCode = ErrorCode | AreaErrorCode;

type Tables = typeof MARKET_ERRORS & typeof AREA_ERRORS;

/** The figures a tabled code's text is made from (none for a fixed text). */
export type ApiErrorArgs<C extends TabledErrorCode> = Tables[C]['text'] extends (...args: infer A) => string ? A : [];

export const isAreaErrorCode = (code: string): code is AreaErrorCode => Object.hasOwn(AREA_ERRORS, code);

/** A tabled code's row: its kind, its text, its field. */
export const errorSpecOf = (code: TabledErrorCode): ErrorSpec => (isAreaErrorCode(code) ? AREA_ERRORS[code] : MARKET_ERRORS[code]);

/** The HTTP status any code is answered with. */
export const apiErrorStatus = (code: ApiErrorCode): number =>
  ERROR_STATUS[Object.hasOwn(ERROR_STATUS, code) ? (code as keyof typeof ERROR_STATUS) : errorSpecOf(code as TabledErrorCode).kind];

/** A tabled code's Spanish text, with its figures. */
export function apiErrorText<C extends TabledErrorCode>(code: C, ...args: ApiErrorArgs<C>): string {
  const text = errorSpecOf(code).text;
  return typeof text === 'string' ? text : (text as (...a: unknown[]) => string)(...args);
}
