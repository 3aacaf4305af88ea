import type { Role } from '@superliga/league';

/**
 * The authorization matrix: every API route and who may call it. The test in
 * authorization.test.ts fails when a route is missing here, when a route's declared rule differs,
 * or when a role gets an answer the matrix does not allow. Ownership rules (own team, own offer)
 * are in each feature's tests; here `user` means "any logged-in user passes the access layer".
 */
export type Expected = 'public' | 'user' | readonly Role[];

export const STAFF: readonly Role[] = ['Admin', 'Organizador'];
export const ADMIN: readonly Role[] = ['Admin'];

export const MATRIX: Record<string, Expected> = {
  'GET /api/health': 'public',
  'POST /api/login': 'public',
  'POST /api/signup': 'public',
  'POST /api/logout': 'user',
  'GET /api/user': 'user',
  'GET /api/settings': 'public',
  'PUT /api/settings': ADMIN,
  'GET /api/server-time': 'public',
};

/** Routes that exist only in test mode and are outside the matrix. */
export const TEST_ONLY = new Set(['PUT /api/test/clock']);
