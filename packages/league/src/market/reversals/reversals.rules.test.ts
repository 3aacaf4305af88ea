import { describe, expect, it } from 'vitest';
import { REVERSAL_MSG } from './reversals.messages';
import { budgetShortfalls, counterEntries, netByUser, operationReference, reversalRefusal, type ReversalState } from './reversals.rules';
import { reversalBodySchema } from './reversals.schema';

describe('operationReference', () => {
  it.each([
    ['transfer', 12, 'transfer:12'],
    ['clause', 7, 'offer:7'],
    ['auction', 3, 'auction:3'],
  ] as const)('%s #%i is written under %s', (kind, id, reference) => {
    expect(operationReference(kind, id)).toBe(reference);
  });
});

describe('counterEntries', () => {
  it.each([
    {
      name: 'a transfer: buyer paid, seller got',
      entries: [
        { userId: 1, amount: -20_000_000 },
        { userId: 2, amount: 20_000_000 },
      ],
      expected: [
        { userId: 1, amount: 20_000_000 },
        { userId: 2, amount: -20_000_000 },
      ],
    },
    { name: 'an auction: only the winner paid', entries: [{ userId: 5, amount: -6_000_001 }], expected: [{ userId: 5, amount: 6_000_001 }] },
    {
      name: 'a fee and a prize of one user: each entry on its own',
      entries: [
        { userId: 4, amount: -1 },
        { userId: 4, amount: 999_999_999_999_999 },
      ],
      expected: [
        { userId: 4, amount: 1 },
        { userId: 4, amount: -999_999_999_999_999 },
      ],
    },
    { name: 'a transfer for nothing: nothing to return', entries: [], expected: [] },
    { name: 'a zero entry is skipped', entries: [{ userId: 1, amount: 0 }], expected: [] },
  ])('$name', ({ entries, expected }) => {
    const counter = counterEntries(entries);
    expect(counter).toEqual(expected);
    // Every peso back: the operation plus its counter-entries sum to zero for each user.
    const total = netByUser([...entries, ...counter]);
    expect([...total.values()].every((v) => v === 0)).toBe(true);
  });
});

describe('budgetShortfalls', () => {
  const sale = counterEntries([
    { userId: 1, amount: -20_000_000 },
    { userId: 2, amount: 20_000_000 },
  ]);
  it.each([
    {
      name: 'the seller still has the money',
      budgets: [
        [1, 0],
        [2, 20_000_000],
      ],
      expected: [],
    },
    {
      name: 'the seller kept one peso more than needed',
      budgets: [
        [1, 0],
        [2, 20_000_001],
      ],
      expected: [],
    },
    {
      name: 'the seller spent one peso of it',
      budgets: [
        [1, 0],
        [2, 19_999_999],
      ],
      expected: [{ userId: 2, missing: 1 }],
    },
    {
      name: 'the seller spent it all',
      budgets: [
        [1, 5],
        [2, 0],
      ],
      expected: [{ userId: 2, missing: 20_000_000 }],
    },
    { name: 'a user without a budget row counts as zero', budgets: [[1, 0]], expected: [{ userId: 2, missing: 20_000_000 }] },
  ])('$name', ({ budgets, expected }) => {
    expect(budgetShortfalls(new Map(budgets as [number, number][]), sale)).toEqual(expected);
  });
});

describe('reversalRefusal', () => {
  const base: ReversalState = {
    reversed: false,
    operation: 'la transferencia #12',
    players: [
      { name: 'Uno', teamId: 2, status: 'bloqueado' },
      { name: 'Dos', teamId: 2, status: 'bloqueado' },
    ],
    left: { teamId: 2, status: 'bloqueado' },
    later: [],
  };
  it.each([
    { name: 'players where the operation left them, nothing later', state: base, expected: null },
    { name: 'reversed already', state: { ...base, reversed: true }, expected: REVERSAL_MSG.alreadyReversed('la transferencia #12') },
    {
      name: 'one player on another team',
      state: { ...base, players: [base.players[0]!, { name: 'Dos', teamId: 9, status: 'bloqueado' }] },
      expected: REVERSAL_MSG.playerMoved('Dos'),
    },
    {
      name: 'released (team and status changed)',
      state: { ...base, players: [{ name: 'Uno', teamId: 1, status: 'liberado' }] },
      expected: REVERSAL_MSG.playerMoved('Uno'),
    },
    {
      name: 'registered since (status only)',
      state: { ...base, players: [{ name: 'Uno', teamId: 2, status: 'registrado' }] },
      expected: REVERSAL_MSG.playerMoved('Uno'),
    },
    {
      name: 'left and came back',
      state: { ...base, later: [{ player: 'Uno', operation: 'la cláusula #4' }] },
      expected: REVERSAL_MSG.laterOperation('Uno', 'la cláusula #4'),
    },
  ])('$name', ({ state, expected }) => {
    expect(reversalRefusal(state)).toBe(expected);
  });
  it('names the operation with a capital letter when reversed already', () => {
    expect(REVERSAL_MSG.alreadyReversed('la subasta #3')).toBe('La subasta #3 ya fue revertida.');
  });
});

describe('reversalBodySchema', () => {
  it.each([
    { body: { kind: 'transfer', id: 1, reason: 'Error de carga' }, ok: true },
    { body: { kind: 'clause', id: '4', reason: '  x  ' }, ok: true },
    { body: { kind: 'auction', id: 1, reason: 'a'.repeat(500) }, ok: true },
    { body: { kind: 'auction', id: 1, reason: 'a'.repeat(501) }, ok: false },
    { body: { kind: 'transfer', id: 1, reason: '   ' }, ok: false },
    { body: { kind: 'transfer', id: 1 }, ok: false },
    { body: { kind: 'bet', id: 1, reason: 'x' }, ok: false },
    { body: { kind: 'transfer', id: 0, reason: 'x' }, ok: false },
  ])('$body -> $ok', ({ body, ok }) => {
    expect(reversalBodySchema.safeParse(body).success).toBe(ok);
  });
  it('trims the reason and says what is missing in Spanish', () => {
    expect(reversalBodySchema.parse({ kind: 'clause', id: 4, reason: '  x  ' }).reason).toBe('x');
    const missing = reversalBodySchema.safeParse({ kind: 'transfer', id: 1, reason: ' ' });
    expect(missing.error?.issues[0]?.message).toBe(REVERSAL_MSG.reasonRequired);
  });
});
