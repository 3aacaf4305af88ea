import { isAdmin } from '../accounts/roles.rules';
import { betOptionLabel } from '../bets/bets.rules';

/** What each kind of budget movement is called on screen (the ledger's `kind`). */
export const LEDGER_KIND_LABELS: Record<string, string> = {
  initial: 'Presupuesto inicial',
  admin_adjustment: 'Ajuste del Admin',
  transfer: 'Transferencia',
  release_clause: 'Cláusula',
  auction: 'Subasta',
  bet_stake: 'Apuesta',
  bet_payout: 'Apuesta ganada',
  prize: 'Premio',
  objective: 'Objetivo de la temporada',
  player_block: 'Bloqueo de jugador',
  player_release: 'Liberación de jugador',
};

/** A bet option code at the end of a description, as rows written before the Spanish labels have it. */
const LEGACY_OPTION = /\((Home|Away|Draw|Over|Under|Goal|Card)\)$/;

/**
 * The one line that says what a movement was: its own description when it has one (it already
 * names the kind: 'Apuesta ganada', 'Compra: …'), else the kind's label, so the concept is never
 * shown twice. Bet options read in Spanish, older rows included.
 */
export function movementConcept(m: { kind: string; description?: string | null }): string {
  const text = (m.description ?? '').trim();
  if (!text) return LEDGER_KIND_LABELS[m.kind] ?? m.kind;
  return text.replace(LEGACY_OPTION, (_, option: string) => `(${betOptionLabel(option)})`);
}

/** Whose movements (`/users/{id}/movimientos`) a user reads: his own; the Admin anyone's. */
export const mayReadMovements = (reader: { id: number; rol: string }, ownerId: number): boolean => reader.id === ownerId || isAdmin(reader.rol);
