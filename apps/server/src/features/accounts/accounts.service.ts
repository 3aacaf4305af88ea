import { type AuthResponse, type LoginBody, type Role, type SignupBody } from '@superliga/league';
import type { Actor, ServiceContext, ServiceDeps } from '../../lib/context';
import { publish } from '../../lib/events';
import { refuse } from '../../lib/errors';
import * as repo from './accounts.repository';
import { passwordRefusal, requireAcceptablePassword } from './password-rules';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { formatToken, hashTokenSecret, newTokenSecret, parseToken, secretMatchesRow } from './tokens';
import { presentUser } from './user.presenter';

/** What the users feature (Admin's user management) shares with accounts. */
export { hashPassword, passwordRefusal, presentUser, requireAcceptablePassword };
const DAY_MS = 86_400_000;
/** How stale a token's recorded last use may get before a request writes it again. */
const TOUCH_EVERY_MS = 60 * 60_000;

async function issueToken(deps: ServiceDeps, userId: number) {
  const secret = newTokenSecret();
  const id = await repo.insertToken(deps.db, userId, hashTokenSecret(secret), deps.clock.now());
  return formatToken(id, secret);
}

export async function authResponse(deps: ServiceDeps, userId: number): Promise<AuthResponse> {
  const token = await issueToken(deps, userId);
  const found = (await repo.findUserWithTeam(deps.db, userId))!;
  return { user: presentUser(found.user, found.user, found.team), token };
}

export async function signup(deps: ServiceDeps, input: SignupBody): Promise<AuthResponse> {
  requireAcceptablePassword(input.password);
  if (await repo.emailExists(deps.db, input.email)) throw refuse('account.email_taken');
  const user = await repo.insertUser(deps.db, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    rol: 'visitante',
  });
  return authResponse(deps, user.id);
}

/** One answer for a wrong email and a wrong password, so neither leaks which one it was. */
export async function login(deps: ServiceDeps, input: LoginBody): Promise<AuthResponse> {
  const user = await repo.findActiveUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) throw refuse('account.invalid_credentials');
  return authResponse(deps, user.id);
}

/**
 * Told to the user's open event streams (never sent to a client): each asks the database whether
 * its own session still stands and ends if not (features/events, decision 015).
 */
export const SESSION_ENDED_EVENT = 'session.ended' as const;

/** Call after the change committed (logout, a revocation), so the streams read it done. */
export async function announceSessionsEnded(deps: Pick<ServiceDeps, 'db' | 'database'>, userId: number) {
  await publish(deps, { type: SESSION_ENDED_EVENT, userId });
}

export async function logout(ctx: ServiceContext) {
  await repo.deleteToken(ctx.db, ctx.actor.tokenId);
  await announceSessionsEnded(ctx, ctx.actor.id);
}

export async function currentUser(ctx: ServiceContext) {
  const found = await repo.findUserWithTeam(ctx.db, ctx.actor.id);
  if (!found) throw refuse('account.not_found');
  return presentUser(found.user, ctx.actor, found.team);
}

/**
 * The session a token opens, or null (unknown, revoked, idle or past its lifetime: then deleted).
 * `fresh` reads the database instead of the cache: an event stream told that a session ended may
 * hear it before this process's cache does.
 */
export async function authenticateToken(deps: ServiceDeps, token: string, opts: { fresh?: boolean } = {}): Promise<Actor | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  // Every request checks its token: kept in memory until tokens or users change (logout, a
  // revoked token, a deactivated user or a new role all write those tables).
  const load = () => repo.findTokenWithUser(deps.db, parsed.id);
  const row = opts.fresh ? await load() : await deps.cache.read(`token:${parsed.id}`, ['tokens', 'users'], load);
  if (!row || !secretMatchesRow(parsed.secret, row)) return null;
  const now = deps.clock.now();
  const lastUsed = new Date(row.lastUsedAt).getTime();
  // Idle too long, or older than the absolute lifetime however much it is used (decision 015):
  // a stolen token kept alive by its thief still dies.
  const expired =
    now.getTime() - lastUsed > deps.config.SESSION_IDLE_DAYS * DAY_MS ||
    now.getTime() - new Date(row.issuedAt).getTime() > deps.config.SESSION_MAX_DAYS * DAY_MS;
  if (expired) {
    await repo.deleteToken(deps.db, parsed.id);
    await announceSessionsEnded(deps, row.id);
    return null;
  }
  // The last use is written at most once per TOUCH_EVERY_MS per token: every request checks its
  // token, and each write also drops the cached token reads of this and the other processes.
  if (now.getTime() - lastUsed > TOUCH_EVERY_MS) await repo.touchToken(deps.db, parsed.id, now, new Date(now.getTime() - TOUCH_EVERY_MS));
  return { id: row.id, name: row.name, rol: row.rol as Role, tokenId: parsed.id };
}

/**
 * Every token of a user stops working (delete, role change, password change); `keepTokenId`
 * spares the session that made the change.
 */
export async function revokeUserTokens(deps: Pick<ServiceDeps, 'db'>, userId: number, keepTokenId?: number) {
  await repo.deleteUserTokens(deps.db, userId, keepTokenId);
}
