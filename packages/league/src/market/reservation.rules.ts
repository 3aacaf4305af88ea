import { MARKET_MSG } from './market.messages';

/**
 * The one reservation rule for players (decision 009): a player who is part of an open operation
 * belongs to it until it is confirmed or cancelled. The operations that hold a player:
 * a pending transfer, an open release-clause offer, an open auction.
 */
export type PlayerOperationKind = 'transfer' | 'offer' | 'auction';
export interface OpenOperation {
  kind: PlayerOperationKind;
  id: number;
}
/** What someone wants to do with a player: put it in a new operation, or (staff) move, release or re-status it. */
export type PlayerIntent = PlayerOperationKind | 'staff';

/**
 * The open operation that keeps a player from `intent`, or null when it may go ahead. Only
 * offers share a player: managers compete with offers that reveal together (001 §4); anything
 * else waits until the operation holding the player is confirmed or cancelled.
 */
export function blockingOperation(open: readonly OpenOperation[], intent: PlayerIntent): OpenOperation | null {
  return open.find((op) => !(op.kind === 'offer' && intent === 'offer')) ?? null;
}

/** Whether a staff edit would move the player, release it or change its status (what a reservation protects). */
export function staffEditMovesPlayer(current: { teamId: number; status: string }, next: { teamId: number; status?: string | null }): boolean {
  return next.teamId !== current.teamId || (!!next.status && next.status !== current.status);
}

/**
 * At confirmation: the player is still where its operation left it (the team, and the status
 * when the operation set one). Otherwise nothing may move.
 */
export function isWhereExpected(player: { teamId: number; status: string }, expected: { teamId: number; status?: string }): boolean {
  return player.teamId === expected.teamId && (expected.status === undefined || player.status === expected.status);
}

/** The operation as a sentence names it (Spanish), with the id staff act on it by. */
export function operationName(op: OpenOperation): string {
  switch (op.kind) {
    case 'transfer':
      return `la transferencia pendiente #${op.id}`;
    case 'offer':
      return `la oferta de cláusula abierta #${op.id}`;
    case 'auction':
      return `la subasta abierta #${op.id}`;
  }
}

/** Why `intent` is refused for the player `name`, naming the operation that holds it. */
export function reservationMessage(name: string, op: OpenOperation, intent: PlayerIntent): string {
  return intent === 'staff' ? MARKET_MSG.playerReservedForStaff(name, operationName(op)) : MARKET_MSG.playerInOperation(name, operationName(op));
}
