import { CORE_MSG, isAdmin, MSG, NOTIFY, pageMeta, type ListQuery, type Role, type UserCreateBody, type UserUpdateBody } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse, refuseOn } from '../../lib/errors';
import { announceSessionsEnded, hashPassword, presentUser, requireAcceptablePassword, revokeUserTokens } from '../accounts/accounts.service';
import { applyMovements } from '../../market/money';
import { notify } from '../notifications/notifications.service';
import * as repo from './users.repository';
import { moneyTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit.service';

const LEDGER_KIND = 'admin_adjustment';

export async function listUsers(ctx: ServiceContext, query: ListQuery) {
  const present = (rows: Awaited<ReturnType<typeof repo.listActiveUsers>>) => rows.map((r) => presentUser(r.user, ctx.actor, r.team));
  if (query.all) return { data: present(await repo.listActiveUsers(ctx.db)) };
  const [rows, total] = await Promise.all([
    repo.listActiveUsers(ctx.db, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    repo.countActiveUsers(ctx.db),
  ]);
  return { data: present(rows), meta: pageMeta(total, query.page, query.per_page) };
}

export async function getUser(ctx: ServiceContext, id: number) {
  const found = await repo.findActiveUser(ctx.db, id);
  if (!found) throw refuse('user.not_found');
  return presentUser(found.user, ctx.actor, found.team);
}

/** `POST /users` (Admin) creates the user typed in the form; the initial budget is a ledger entry. */
export async function createUser(ctx: ServiceContext, body: UserCreateBody) {
  requireAcceptablePassword(body.password);
  if (await repo.emailTaken(ctx.db, body.email)) throw refuse('account.email_taken');
  const passwordHash = await hashPassword(body.password);
  const id = await moneyTransaction(ctx.db, async (tx) => {
    const userId = await repo.insertUser(tx, { name: body.name, email: body.email, rol: body.rol, passwordHash });
    if (body.profits) {
      await applyMovements(tx, [{ userId, amount: body.profits, kind: LEDGER_KIND, description: CORE_MSG.budgetLedgerReason }], { actorId: ctx.actor.id });
    }
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'user.created',
      at: ctx.clock.now(),
      userId,
      reference: `user:${userId}`,
      after: { name: body.name, email: body.email, rol: body.rol, profits: body.profits ?? 0 },
    });
    return userId;
  });
  return getUser(ctx, id);
}

/**
 * The Admin-only fields a body would change. The documents' client re-sends the whole user with a
 * password change, so a field equal to the stored one is no change (decision 017); budget_change 0 neither.
 */
function adminFieldChanges(body: UserUpdateBody, stored: { name: string; email: string; rol: string; profits: number }) {
  return [
    body.name !== undefined && body.name !== stored.name,
    body.email !== undefined && body.email !== stored.email,
    body.rol !== undefined && body.rol !== stored.rol,
    budgetWrite(body) !== undefined && body.profits !== stored.profits,
    body.budget_change !== undefined && body.budget_change !== 0,
  ].some(Boolean);
}

/**
 * `profits` is an absolute budget only with the `version` the writer read it at (docs/decisions/017):
 * without one it moves nothing. The documents' bet confirmation sends the bettor's budget plus the
 * winnings, unversioned, beside the confirmation that pays them; counting it too would pay twice.
 */
const budgetWrite = (body: UserUpdateBody) =>
  body.profits !== undefined && body.version !== undefined ? { profits: body.profits, version: body.version } : undefined;

/**
 * The change an absolute budget write makes on the locked row: none when it names the budget as it
 * stands; refused when the budget moved since the writer read it (it would undo that move).
 */
function budgetWriteDelta(body: UserUpdateBody, row: { profits: number; budgetVersion: number }) {
  const write = budgetWrite(body);
  if (!write || write.profits === row.profits) return 0;
  if (write.version !== row.budgetVersion) throw refuse('user.budget_moved');
  return write.profits - row.profits;
}

/**
 * Admin edits everything; anybody else only their own password (000 §6). The budget moves by
 * the versioned `profits` write plus `budget_change`, with its ledger row, on the locked row.
 */
export async function updateUser(ctx: ServiceContext, id: number, body: UserUpdateBody) {
  const admin = isAdmin(ctx.actor.rol);
  if (!admin && ctx.actor.id !== id) throw refuse('user.only_own_password');
  const found = await repo.findActiveUser(ctx.db, id);
  if (!found) throw refuse('user.not_found');
  if (!admin && adminFieldChanges(body, found.user)) throw refuse('user.only_admin_fields');
  if (body.password) requireAcceptablePassword(body.password);
  if (body.email && (await repo.emailTaken(ctx.db, body.email, id))) throw refuse('account.email_taken');
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;

  let sessionsEnded = false;
  // The answer is read inside the transaction, under the row lock: a deactivation racing this
  // change waits for it, so the change is either written and answered 200 (read before the
  // deactivation commits) or, when the deactivation locked first, refused 404 and not written
  // (lockUser finds no active user). Read after the commit, it could answer 404 for a change
  // already written.
  const user = await moneyTransaction(ctx.db, async (tx) => {
    const row = await repo.lockUser(tx, id);
    if (!row) throw refuse('user.not_found');
    if (body.rol && body.rol !== 'Admin' && row.rol === 'Admin' && (await repo.countActiveAdmins(tx)) <= 1) throw refuse('user.last_admin');
    const delta = budgetWriteDelta(body, row) + (body.budget_change ?? 0);
    if (row.profits + delta < 0) throw refuseOn(body.budget_change !== undefined ? 'budget_change' : 'profits', 'user.budget_negative');
    // Staff money actions say why (docs/decisions/022-audit-log.md); a body that moves no money needs none.
    if (delta !== 0 && !body.reason) throw refuse('user.reason_required');
    await repo.updateUser(tx, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.rol !== undefined ? { rol: body.rol } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    });
    // A new password or role ends the user's other sessions (a stolen token must not survive a
    // password change; a demoted user must log in again); the session that made the change stays.
    sessionsEnded = !!passwordHash || (body.rol !== undefined && body.rol !== row.rol);
    if (sessionsEnded) await revokeUserTokens({ db: tx }, id, ctx.actor.tokenId);
    if (delta !== 0) {
      await applyMovements(tx, [{ userId: id, amount: delta, kind: LEDGER_KIND, description: CORE_MSG.budgetLedgerReason }], { actorId: ctx.actor.id });
      if (id !== ctx.actor.id) await notify(tx, ctx, [{ userId: id, text: NOTIFY.budgetChanged({ amount: delta, by: ctx.actor.name }) }]);
    }
    const updated = (await repo.findActiveUser(tx, id))!;
    await auditUserChange(tx, ctx, { userId: id, before: row, after: updated.user, moved: delta !== 0, reason: body.reason });
    return presentUser(updated.user, ctx.actor, updated.team);
  });
  // The user's open event streams end with their sessions.
  if (sessionsEnded) await announceSessionsEnded(ctx, id);
  return { message: MSG.userUpdated, user };
}

/** Delete deactivates (DECISIONS): history stays, tokens are revoked, the team loses its manager. */
export async function deleteUser(ctx: ServiceContext, id: number) {
  if (ctx.actor.id === id) throw refuse('user.cannot_delete_self');
  const found = await repo.findActiveUser(ctx.db, id);
  if (!found) throw refuse('user.not_found');
  await ctx.db.transaction(async (tx) => {
    await repo.deactivateUser(tx, id);
    await revokeUserTokens({ db: tx }, id);
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'user.deleted',
      at: ctx.clock.now(),
      userId: id,
      teamId: found.team?.id ?? null,
      reference: `user:${id}`,
      before: { name: found.user.name, rol: found.user.rol, active: true },
      after: { active: false },
    });
  });
  await announceSessionsEnded(ctx, id);
  return { message: MSG.userDeleted };
}

type AuditedUserFields = { name: string; email: string; rol: string; profits: number };
const AUDITED_USER_FIELDS = ['name', 'email', 'rol'] as const;

/**
 * One audit entry per staff edit of a user (docs/decisions/022-audit-log.md), named by what it
 * changed most: the budget, else the role, else the other fields. A user changing only his own
 * password makes no staff action and leaves none.
 */
async function auditUserChange(
  tx: DbOrTx,
  ctx: ServiceContext,
  change: { userId: number; before: AuditedUserFields; after: AuditedUserFields; moved: boolean; reason: string | undefined },
) {
  const changed = AUDITED_USER_FIELDS.filter((f) => change.before[f] !== change.after[f]);
  if (!change.moved && changed.length === 0) return;
  const pick = (u: AuditedUserFields) => ({
    ...Object.fromEntries(changed.map((f) => [f, u[f]])),
    ...(change.moved ? { profits: u.profits } : {}),
  });
  await recordAudit(tx, {
    actor: ctx.actor,
    kind: change.moved ? 'budget.changed' : changed.includes('rol') ? 'user.role_changed' : 'user.edited',
    at: ctx.clock.now(),
    userId: change.userId,
    reference: `user:${change.userId}`,
    before: pick(change.before),
    after: pick(change.after),
    reason: change.reason ?? null,
  });
}

/** The active staff (Admin and Organizador, or only the roles named): who hears of reviews waiting, objections and stuck jobs. */
export const staffUserIds = (db: DbOrTx, roles: readonly Role[] = ['Admin', 'Organizador']) => repo.activeUserIdsWithRoles(db, roles);
