import type { Division, Role } from '../constants';
import { HAND_OVER_MSG } from './hand-over.messages';

/** The kinds of the old manager's open operations a hand-over lists (docs/decisions/029-team-hand-over.md). */
export const HAND_OVER_KINDS = ['transfer', 'offer', 'auction', 'bet'] as const;
export type HandOverKind = (typeof HAND_OVER_KINDS)[number];
/** `close` cancels through the existing cancel path; `hand` gives it to the new manager; `keep` leaves it with the old one. */
export type HandOverChoice = 'close' | 'hand' | 'keep';

/**
 * What the Admin may choose for each kind. A pending transfer and an auction belong to the team
 * (its players move, its manager confirms), so either may go with it; a clause offer was sealed
 * with its author's name in the receipt (decision 023), so it cannot change author: it is closed;
 * a bet is the person's own money on a match, not the team's: it stays with him.
 */
export const HAND_OVER_OPTIONS: Record<HandOverKind, readonly HandOverChoice[]> = {
  transfer: ['close', 'hand'],
  offer: ['close'],
  auction: ['close', 'hand'],
  bet: ['keep'],
};

export const defaultChoice = (kind: HandOverKind): HandOverChoice => HAND_OVER_OPTIONS[kind][0]!;

/** The role the new owner gets: the team's division decides it. */
export function managerRoleFor(division: Division): Role {
  return division === 'Primera' ? 'Manager Primera' : 'Manager Segunda';
}

/** The role the old owner keeps: he goes back to the waiting list (Admin and Organizador keep theirs). */
export function formerOwnerRole(current: Role): Role {
  return current === 'Admin' || current === 'Organizador' ? current : 'En lista de espera';
}

export interface Receiver {
  id: number;
  rol: Role;
  active: boolean;
  ownsTeamId: number | null;
}

/** Why a user cannot receive the team, or undefined when he can: an active waiting-list user without a team. */
export function receiverRefusal(receiver: Receiver | undefined, team: { id: number; ownerId: number | null }): string | undefined {
  if (!receiver || !receiver.active) return HAND_OVER_MSG.receiverNotFound;
  if (receiver.id === team.ownerId) return HAND_OVER_MSG.receiverIsOwner;
  if (receiver.ownsTeamId !== null) return HAND_OVER_MSG.receiverHasTeam;
  if (receiver.rol !== 'En lista de espera') return HAND_OVER_MSG.receiverNotWaiting;
  return undefined;
}

/** Why a team cannot be handed over, or undefined: a league team (Primera or Segunda) with a manager. */
export function teamRefusal(team: { division: string | null; ownerId: number | null }): string | undefined {
  if (team.division !== 'Primera' && team.division !== 'Segunda') return HAND_OVER_MSG.teamOutsideLeague;
  if (team.ownerId === null) return HAND_OVER_MSG.teamWithoutManager;
  return undefined;
}

/**
 * The choices to apply, one per kind that has open operations, or the first refusal: a kind with
 * operations and no choice, or a choice that kind does not allow. Kinds without operations need none.
 */
export function resolveChoices(
  open: Record<HandOverKind, number>,
  chosen: Partial<Record<HandOverKind, HandOverChoice>>,
): { choices: Record<HandOverKind, HandOverChoice> } | { refusal: string; kind: HandOverKind } {
  const choices = {} as Record<HandOverKind, HandOverChoice>;
  for (const kind of HAND_OVER_KINDS) {
    const options = HAND_OVER_OPTIONS[kind];
    const choice = chosen[kind] ?? (options.length === 1 || open[kind] === 0 ? defaultChoice(kind) : undefined);
    if (choice === undefined) return { refusal: HAND_OVER_MSG.choicesMissing, kind };
    if (!options.includes(choice)) return { refusal: HAND_OVER_MSG.choiceNotAllowed, kind };
    choices[kind] = choice;
  }
  return { choices };
}

/** How long an invitation link works (docs/decisions/029-team-hand-over.md). */
export const INVITATION_DAYS = 7;

export const invitationExpiry = (createdAt: Date) => new Date(createdAt.getTime() + INVITATION_DAYS * 86_400_000);

/** Why an invitation link cannot be used now, or undefined when it can: used, revoked and expired, in that order. */
export function invitationRefusal(inv: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): string | undefined {
  if (inv.usedAt) return HAND_OVER_MSG.invitationUsed;
  if (inv.revokedAt) return HAND_OVER_MSG.invitationRevoked;
  if (now.getTime() >= inv.expiresAt.getTime()) return HAND_OVER_MSG.invitationExpired;
  return undefined;
}
