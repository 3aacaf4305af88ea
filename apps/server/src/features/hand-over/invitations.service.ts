import {
  HAND_OVER_MSG,
  invitationExpiry,
  invitationRefusal,
  resolveChoices,
  type AuthResponse,
  type Invitation,
  type InvitationBody,
  type InvitationCreated,
  type SignupBody,
} from '@superliga/league';
import { createHash, randomBytes } from 'node:crypto';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { refuse, refuseOn } from '../../lib/errors';
import { moneyTransaction, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/transaction';
import { authResponse, hashPassword, requireAcceptablePassword } from '../accounts/accounts.service';
import { recordAudit } from '../audit/audit.service';
import * as handRepo from './hand-over.repository';
import { finishHandOver, handOverIn, lockedTeam } from './hand-over.service';
import * as repo from './invitations.repository';

// As session tokens (ARCHITECTURE §3): 32 random bytes, only their SHA-256 stored.
const newTokenSecret = () => randomBytes(32).toString('base64url');
const hashTokenSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * `POST /teams/{id}/invitaciones` (Admin): a single-use link for a new manager, valid seven days
 * (docs/decisions/029-team-hand-over.md). Only the SHA-256 of its secret is stored, as with
 * session tokens (ARCHITECTURE §3): the Admin sees the link once, in this answer.
 */
export async function createInvitation(ctx: ServiceContext, teamId: number, body: InvitationBody): Promise<InvitationCreated> {
  const now = ctx.clock.now();
  // The choices are checked now against what each kind allows; the operations are counted when the link is used.
  const checked = resolveChoices({ transfer: 0, offer: 0, auction: 0, bet: 0 }, body.choices);
  if ('refusal' in checked) throw refuseOn(`choices.${checked.kind}`, 'hand_over.choice_refused', checked.refusal);
  const token = newTokenSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const team = await lockedTeam(tx, teamId);
    const inv = await repo.insertInvitation(tx, {
      teamId: team.id,
      tokenHash: hashTokenSecret(token),
      choices: body.choices,
      reason: body.reason,
      createdBy: ctx.actor.id,
      createdAt: now,
      expiresAt: invitationExpiry(now),
    });
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'team.invitation_created',
      at: now,
      userId: team.ownerId,
      teamId: team.id,
      reference: `invitation:${inv.id}`,
      after: { expires_at: inv.expiresAt.toISOString(), choices: body.choices },
      reason: body.reason,
    });
    return inv;
  });
  return { id: row.id, token, path: `/invitacion/${token}`, expires_at: row.expiresAt.toISOString() };
}

/** `DELETE /teams/{id}/invitaciones/{invitationId}` (Admin): the link stops working. */
export async function revokeInvitation(ctx: ServiceContext, teamId: number, invitationId: number) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await repo.revoke(tx, teamId, invitationId, now);
    if (!row) {
      const found = await repo.findInvitation(tx, teamId, invitationId);
      if (!found) throw refuse('invitation.not_found');
      throw refuse(found.usedAt ? 'invitation.used' : 'invitation.revoked');
    }
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'team.invitation_revoked',
      at: now,
      teamId,
      reference: `invitation:${row.id}`,
      before: { revoked_at: null },
      after: { revoked_at: now.toISOString() },
    });
  });
  return { message: HAND_OVER_MSG.invitationRevokedOk };
}

async function usable(deps: ServiceDeps, token: string) {
  const found = await repo.findByHash(deps.db, hashTokenSecret(token));
  if (!found) throw refuse('invitation.not_found');
  const refused = invitationRefusal(found.invitation, deps.clock.now());
  if (refused) throw refuse('invitation.unusable', refused);
  return found;
}

/** `GET /invitaciones/{token}` (public): the team the link offers, or why it no longer works. */
export async function showInvitation(deps: ServiceDeps, token: string): Promise<Invitation> {
  const found = await usable(deps, token);
  return { team: found.team, expires_at: found.invitation.expiresAt.toISOString() };
}

/**
 * `POST /invitaciones/{token}` (public): the invited person signs up with the registration's rules
 * and gets the team in the same transaction as the hand-over the Admin prepared; the link is used
 * once (its row locked, then marked used only while unused). The Admin who made it is the actor.
 */
export async function acceptInvitation(deps: ServiceDeps, token: string, input: SignupBody): Promise<AuthResponse> {
  requireAcceptablePassword(input.password);
  const found = await usable(deps, token);
  if (await handRepo.emailTaken(deps.db, input.email)) throw refuse('account.email_taken');
  const passwordHash = await hashPassword(input.password);
  const inv = found.invitation;
  const ctx: ServiceContext = { ...deps, actor: { id: inv.createdBy, name: found.adminName, rol: 'Admin', tokenId: 0 } };
  let outcome;
  try {
    outcome = await moneyTransaction(deps.db, async (tx) => {
      await repo.lockByHash(tx, inv.tokenHash);
      const now = deps.clock.now();
      const fresh = (await repo.findByHash(tx, inv.tokenHash))!;
      const refused = invitationRefusal(fresh.invitation, now);
      if (refused) throw refuse('invitation.unusable', refused);
      const team = await lockedTeam(tx, inv.teamId);
      const user = await handRepo.insertUser(tx, { name: input.name, email: input.email, passwordHash, rol: 'En lista de espera' });
      if (!(await repo.markUsed(tx, inv.id, user.id, now))) throw refuse('invitation.used');
      // Operations that appeared after the link was made and had no choice are closed: the safe side.
      const choices = { transfer: 'close', auction: 'close', ...(inv.choices as InvitationBody['choices']) } as InvitationBody['choices'];
      return handOverIn(tx, ctx, team, { id: user.id, name: user.name }, { choices, reason: inv.reason });
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw refuse('account.email_taken');
    throw err;
  }
  await finishHandOver(ctx, outcome);
  return authResponse(deps, outcome.receiver.id);
}
