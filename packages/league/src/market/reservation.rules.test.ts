import { describe, expect, it } from 'vitest';
import { blockingOperation, isWhereExpected, reservationMessage, staffEditMovesPlayer, type OpenOperation, type PlayerIntent } from './reservation.rules';

const transfer: OpenOperation = { kind: 'transfer', id: 12 };
const offer: OpenOperation = { kind: 'offer', id: 7 };
const auction: OpenOperation = { kind: 'auction', id: 3 };

describe('blockingOperation', () => {
  it.each<[string, OpenOperation[], PlayerIntent, OpenOperation | null]>([
    ['a free player may enter a transfer', [], 'transfer', null],
    ['a free player may be moved by staff', [], 'staff', null],
    ['a pending transfer keeps it from an auction', [transfer], 'auction', transfer],
    ['a pending transfer keeps it from another transfer', [transfer], 'transfer', transfer],
    ['a pending transfer keeps it from an offer', [transfer], 'offer', transfer],
    ['a pending transfer keeps it from staff', [transfer], 'staff', transfer],
    ['an open offer keeps it from a transfer', [offer], 'transfer', offer],
    ['an open offer keeps it from an auction', [offer], 'auction', offer],
    ['an open offer keeps it from staff', [offer], 'staff', offer],
    ['an open offer does not keep it from a competing offer', [offer], 'offer', null],
    ['an open auction keeps it from another auction', [auction], 'auction', auction],
    ['an open auction keeps it from an offer', [auction], 'offer', auction],
    ['an open auction keeps it from staff', [auction], 'staff', auction],
    ['offers and a transfer: the transfer blocks a new offer', [offer, transfer], 'offer', transfer],
  ])('%s', (_name, open, intent, expected) => expect(blockingOperation(open, intent)).toEqual(expected));
});

describe('staffEditMovesPlayer', () => {
  const current = { teamId: 5, status: 'registrado' };
  it.each([
    ['same team, status unchanged (empty)', { teamId: 5, status: '' }, false],
    ['same team, no status', { teamId: 5 }, false],
    ['same team, same status', { teamId: 5, status: 'registrado' }, false],
    ['another team', { teamId: 6 }, true],
    ['released (to the free agents)', { teamId: 61, status: 'liberado' }, true],
    ['re-statused', { teamId: 5, status: 'restringido' }, true],
  ])('%s', (_name, next, moves) => expect(staffEditMovesPlayer(current, next)).toBe(moves));
});

describe('isWhereExpected', () => {
  it.each([
    ['same team, any status expected', { teamId: 5, status: 'registrado' }, { teamId: 5 }, true],
    ['same team and status', { teamId: 5, status: 'bloqueado' }, { teamId: 5, status: 'bloqueado' }, true],
    ['released meanwhile', { teamId: 61, status: 'liberado' }, { teamId: 5, status: 'bloqueado' }, false],
    ['re-statused meanwhile', { teamId: 5, status: 'registrado' }, { teamId: 5, status: 'bloqueado' }, false],
    ['moved meanwhile', { teamId: 9, status: 'registrado' }, { teamId: 5 }, false],
  ])('%s', (_name, player, expected, ok) => expect(isWhereExpected(player, expected)).toBe(ok));
});

describe('reservationMessage', () => {
  it.each<[OpenOperation, PlayerIntent, string]>([
    [
      transfer,
      'staff',
      'No se puede mover, liberar ni cambiar el estado de Juan Pérez: está en la transferencia pendiente #12. Cancelá esa operación primero.',
    ],
    [offer, 'staff', 'No se puede mover, liberar ni cambiar el estado de Juan Pérez: está en la oferta de cláusula abierta #7. Cancelá esa operación primero.'],
    [auction, 'transfer', 'Juan Pérez ya está en la subasta abierta #3; no puede entrar en otra operación hasta que se confirme o se cancele.'],
  ])('%o for %s', (op, intent, text) => expect(reservationMessage('Juan Pérez', op, intent)).toBe(text));
});
