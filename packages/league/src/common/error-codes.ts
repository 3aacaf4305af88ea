/**
 * Every refusal the API answers, by code, with its HTTP status (ARCHITECTURE §3): one table, read by
 * the server's error helpers and handler and by the web's API client. Bodies: `{ message }`, plus
 * `errors: { field: [texts] }` for `validation`.
 */
export const ERROR_STATUS = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  /** A state conflict: already confirmed, closed, hidden, auction still open, a duplicate. */
  conflict: 409,
  notAcceptable: 406,
  tooManyRequests: 429,
  internal: 500,
  /** The assistant's model provider failed or timed out. */
  badGateway: 502,
  gatewayTimeout: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
