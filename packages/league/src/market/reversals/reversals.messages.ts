import { formatMoney } from '../money.rules';

/** The operation as a sentence names it, with its number (the one in the history screens). */
export const REVERSAL_OPERATION_NAMES = {
  transfer: (id: number) => `la transferencia #${id}`,
  clause: (id: number) => `la cláusula #${id}`,
  auction: (id: number) => `la subasta #${id}`,
} as const;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Spanish texts of reversals (decision 040): the server's answers, the ledger, the Admin's screen. */
export const REVERSAL_MSG = {
  reversed: 'Operación revertida: el dinero y los jugadores volvieron a su lugar.',
  kindInvalid: 'Elegí qué operación revertir: una transferencia, una cláusula o una subasta.',
  reasonRequired: 'Escribí el motivo de la reversión.',
  reasonTooLong: 'El motivo no puede tener más de 500 caracteres.',
  notFound: 'Operación no encontrada.',
  notConfirmed: (operation: string) => `No se puede revertir ${operation}: no está confirmada.`,
  alreadyReversed: (operation: string) => `${capitalized(operation)} ya fue revertida.`,
  playerMoved: (player: string) => `No se puede revertir: ${player} ya no está donde lo dejó la operación (cambió de equipo o de estado después).`,
  laterOperation: (player: string, operation: string) => `No se puede revertir: ${player} pasó después por ${operation}.`,
  budgetWouldBeNegative: (user: string, missing: number) =>
    `No se puede revertir: el presupuesto de ${user} quedaría en negativo (le faltan ${formatMoney(missing)}).`,
  destinationWithoutManager: 'No se puede revertir: el equipo que recibió al jugador ya no tiene el mismo manager.',
  /** The counter-entry's description in both sides' movements: names the reversal and the reason. */
  ledgerDescription: (n: { operation: string; original: string; reason: string }) => `Reversión de ${n.operation} (${n.original}). Motivo: ${n.reason}`,

  // The Admin's screen
  screenTitle: 'REVERSIONES',
  screenHelp: 'Revertí una operación confirmada cuando el jugador no se movió desde entonces: el dinero vuelve peso por peso.',
  transfers: 'Transferencias',
  clauses: 'Cláusulas',
  auctions: 'Subastas',
  reverse: 'Revertir',
  reversedBadge: 'Revertida',
  reverseLink: 'Revertir',
  reason: 'Motivo',
  /** Under the "Revertida" badge of a history list's row (everyone reads why). */
  reasonLine: (reason: string) => `Motivo: ${reason}`,
  reasonPlaceholder: 'Por qué se revierte (lo ven los dos managers)',
  dialogTitle: (operation: string) => `Revertir ${operation}`,
  dialogConfirm: 'Revertir',
  gets: (user: string, amount: number) => `${user} recibe ${formatMoney(amount)}.`,
  pays: (user: string, amount: number) => `A ${user} se le descuentan ${formatMoney(amount)}.`,
  noMoney: 'No se mueve dinero.',
  goesBack: (player: string, team: string, status: string) => `${player} vuelve a ${team} (${status}).`,
  cannotReverse: 'No se puede revertir',
  empty: 'No hay operaciones confirmadas en esta temporada.',
  loadError: 'No se pudieron cargar las operaciones.',
  reversedBy: (user: string, at: string) => `por ${user}, ${at}`,
} as const;
