import { describe, expect, it } from 'vitest';
import { matchPlayerNames, splitPlayerNames } from './transfer-names.rules';

const squad = [
  { id: 1, name: 'Julián Álvarez' },
  { id: 2, name: 'Enzo Pérez' },
  { id: 3, name: 'Enzo Perez' },
  { id: 4, name: 'Lionel Messi' },
];

describe('splitPlayerNames', () => {
  it.each([
    ['Julián Álvarez, Lionel Messi', ['Julián Álvarez', 'Lionel Messi']],
    [' Lionel Messi ,, ', ['Lionel Messi']],
    ['', []],
  ])('%j -> %j', (text, names) => expect(splitPlayerNames(text)).toEqual(names));
});

describe('matchPlayerNames: case and accents ignored; unknown or ambiguous names are named', () => {
  it.each([
    [['julian alvarez', 'LIONEL MESSI'], { ids: [1, 4] }],
    [['Julián  Álvarez'], { ids: [1] }],
    [['Diego Maradona'], { error: 'El jugador "Diego Maradona" no pertenece al equipo que lo cede.' }],
    [['enzo perez'], { error: 'Hay más de un jugador llamado "enzo perez" en el equipo que lo cede: elegilo por su id.' }],
  ])('%j -> %j', (names, result) => expect(matchPlayerNames(names, squad)).toEqual(result));
});
