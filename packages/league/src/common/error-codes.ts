/**
 * The kinds of refusal the API answers, with their HTTP status (ARCHITECTURE §3): one table, read by
 * the server's error helpers and handler and by the web's API client. Bodies: `{ code, message }`,
 * plus `errors: { field: [texts] }` for `validation`. Every refusal has a code of its own that maps
 * to one of these kinds (market/errors.ts for the market, common/area-errors.ts for the other
 * areas); a kind is the code only of the answers no area gives: Fastify's own 413/415, the rate
 * limit, the access plugin, an unknown error (docs/decisions/031-coded-errors-and-the-market-module.md).
 */
export const ERROR_STATUS = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  /** A state conflict: already confirmed, closed, hidden, auction still open, a duplicate. */
  conflict: 409,
  notAcceptable: 406,
  /** Fastify's own: the body is larger than the server accepts. */
  payloadTooLarge: 413,
  /** Fastify's own: a content type the server does not parse. */
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
  /** The assistant's model provider failed or timed out. */
  badGateway: 502,
  gatewayTimeout: 504,
} as const;
export type ErrorKind = keyof typeof ERROR_STATUS;
