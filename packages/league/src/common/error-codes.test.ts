import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from './error-codes';

describe('ERROR_STATUS', () => {
  it.each([
    ['validation', 422],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['notFound', 404],
    ['conflict', 409],
    ['tooManyRequests', 429],
    ['payloadTooLarge', 413],
    ['unsupportedMediaType', 415],
  ] as const)('%s -> %i (ARCHITECTURE §3)', (code, status) => expect(ERROR_STATUS[code]).toBe(status));
  it('maps each status once', () => {
    const statuses = Object.values(ERROR_STATUS);
    expect(new Set(statuses).size).toBe(statuses.length);
  });
});
