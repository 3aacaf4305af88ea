import { BET_FORMS_MSG } from '../bets/bet-forms.messages';
import { BIDS_MSG } from './auctions/bids.messages';
import { CLAUSE_ROUNDS_MSG } from './clause-rounds/clause-rounds.messages';
import { OFFERS_MSG } from './offers/offers.messages';
import { TRANSFERS_MSG } from './transfers/transfers.messages';

/**
 * Spanish texts of the market rules and schemas that the specification does not fix. Each
 * sub-area keeps its own in its `*.messages.ts`; the texts here are shared by several of them
 * (amounts and ids of any form, the market gate, the reservation of a player in an open
 * operation, the money movements). MARKET_MSG is all of them under one name, the one the rules,
 * the server and the web read; it also carries the texts of the staff's bet forms
 * (`bets/bet-forms.messages.ts`), which were market texts before bets had a file of their own.
 */
const SHARED_MSG = {
  amountInvalid: 'El monto debe ser un número entero mayor a 0.',
  nonNegativeInteger: 'Debe ser un número entero mayor o igual a 0.',
  idInvalid: 'Debe ser un identificador válido.',
  textTooLong: 'El texto es demasiado largo.',
  marketClosed: (opensAt: string) => `El mercado abre el ${opensAt}. Todavía no se pueden hacer transferencias ni subastas.`,
  teamNotFound: 'Equipo no encontrado.',
  creatorMismatch: 'No podés crear operaciones en nombre de otro usuario.',
  movementsForbidden: 'Solo podés ver tus propios movimientos.',
  playerNotFound: 'Jugador no encontrado.',
  playerInOperation: (player: string, operation: string) =>
    `${player} ya está en ${operation}; no puede entrar en otra operación hasta que se confirme o se cancele.`,
  playerReservedForStaff: (player: string, operation: string) =>
    `No se puede mover, liberar ni cambiar el estado de ${player}: está en ${operation}. Cancelá esa operación primero.`,
  playerNotWhereExpected: (player: string) => `${player} ya no está en el equipo o el estado que esta operación espera; no se movió nada.`,
} as const;

export const MARKET_MSG = { ...SHARED_MSG, ...OFFERS_MSG, ...CLAUSE_ROUNDS_MSG, ...TRANSFERS_MSG, ...BIDS_MSG, ...BET_FORMS_MSG } as const;
