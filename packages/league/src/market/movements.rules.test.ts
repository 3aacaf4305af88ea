import { describe, expect, it } from 'vitest';
import { mayReadMovements, movementConcept } from './movements.rules';

describe('movementConcept', () => {
  it.each([
    ['bet_payout', 'Apuesta ganada', 'Apuesta ganada'],
    ['bet_stake', 'Apuesta: Rayo vs Norte (Local)', 'Apuesta: Rayo vs Norte (Local)'],
    ['bet_stake', 'Apuesta: Rayo vs Norte (Home)', 'Apuesta: Rayo vs Norte (Local)'],
    ['bet_stake', 'Apuesta: Rayo vs Norte (Away)', 'Apuesta: Rayo vs Norte (Visitante)'],
    ['bet_stake', 'Apuesta: Rayo vs Norte (Draw)', 'Apuesta: Rayo vs Norte (Empate)'],
    ['bet_stake', 'Apuesta: Rayo vs Norte (Over)', 'Apuesta: Rayo vs Norte (Más)'],
    ['bet_stake', 'Apuesta: Rayo vs Norte (Under)', 'Apuesta: Rayo vs Norte (Menos)'],
    ['bet_stake', 'Apuesta: Juan Pérez (Goal)', 'Apuesta: Juan Pérez (Gol)'],
    ['bet_stake', 'Apuesta: Home United (Card)', 'Apuesta: Home United (Tarjeta)'],
    ['transfer', 'Compra: Juan, Pedro', 'Compra: Juan, Pedro'],
    ['initial', '', 'Presupuesto inicial'],
    ['prize', null, 'Premio'],
    ['auction', '   ', 'Subasta'],
    ['something_new', '', 'something_new'],
  ])('%s %o -> %s', (kind, description, concept) => expect(movementConcept({ kind, description })).toBe(concept));
});

describe('mayReadMovements', () => {
  it.each([
    [{ id: 3, rol: 'Manager' }, 3, true],
    [{ id: 3, rol: 'Manager' }, 4, false],
    [{ id: 1, rol: 'Admin' }, 4, true],
    [{ id: 2, rol: 'Organizador' }, 4, false],
    [{ id: 2, rol: 'Organizador' }, 2, true],
    [{ id: 9, rol: 'visitante' }, 4, false],
  ])('%o reading user %i: %s', (reader, ownerId, allowed) => expect(mayReadMovements(reader, ownerId)).toBe(allowed));
});
