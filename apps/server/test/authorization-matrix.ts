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

  // League core (000): reads for everyone logged in; users, teams and seasons are the Admin's;
  // players are edited by Admin and Organizador. PUT /users/:id: the Admin, or the user for
  // their own password (checked in the service).
  'GET /api/season': 'user',
  'POST /api/season': ADMIN,
  'PUT /api/season/:id': ADMIN,
  'GET /api/players': 'user',
  'GET /api/players/filter-by-division': 'user',
  'GET /api/playername': 'user',
  'GET /api/players/:id': 'user',
  'POST /api/players': STAFF,
  'PUT /api/players/:id': STAFF,
  'DELETE /api/players/:id': ADMIN,
  'GET /api/teams': 'user',
  'GET /api/teams/:id': 'user',
  'GET /api/plantel': 'user',
  'POST /api/teams': ADMIN,
  'PUT /api/teams/:id': ADMIN,
  'GET /api/users': 'user',
  'GET /api/users/:id': 'user',
  'POST /api/users': ADMIN,
  'PUT /api/users/:id': 'user',
  'DELETE /api/users/:id': ADMIN,
};

/** Routes that exist only in test mode and are outside the matrix. */
export const TEST_ONLY = new Set(['PUT /api/test/clock']);

// Bets (001 §7; DECISIONS: bets are created and deactivated by Admin and Organizador, placed by
// anybody logged in, confirmed by the Admin) and the prode (any logged-in user).
MATRIX['GET /api/bets'] = 'user';
MATRIX['GET /api/singlebet'] = 'user';
MATRIX['GET /api/bets/:id'] = 'user';
MATRIX['GET /api/singlebet/:id'] = 'user';
MATRIX['POST /api/bets'] = STAFF;
MATRIX['POST /api/singlebet'] = STAFF;
MATRIX['PUT /api/bets/:id'] = STAFF;
MATRIX['PUT /api/singlebet/:id'] = STAFF;
MATRIX['POST /api/apuesta/jugador'] = 'user';
MATRIX['GET /api/bet_user'] = 'user';
MATRIX['PUT /api/apuesta/usuario/:betId/:userId'] = ADMIN;
MATRIX['GET /api/prode'] = 'user';
MATRIX['PUT /api/prode/:id'] = 'user';
MATRIX['PUT /api/prode/partido/:id'] = 'user';
MATRIX['GET /api/prode/ranking'] = 'user';
