import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { HAND_OVER_MSG as M, HAND_OVER_NOTIFY } from './hand-over.messages';
import {
  formerOwnerRole,
  invitationExpiry,
  invitationRefusal,
  managerRoleFor,
  receiverRefusal,
  resolveChoices,
  teamRefusal,
  type Receiver,
} from './hand-over.rules';

const waiting: Receiver = { id: 2, rol: 'En lista de espera', active: true, ownsTeamId: null };

describe('receiverRefusal', () => {
  it.each<[string, Receiver | undefined, string | undefined]>([
    ['a waiting-list user without a team', waiting, undefined],
    ['nobody', undefined, M.receiverNotFound],
    ['a deactivated user', { ...waiting, active: false }, M.receiverNotFound],
    ['the current owner', { ...waiting, id: 1 }, M.receiverIsOwner],
    ['a user who runs another team', { ...waiting, ownsTeamId: 9 }, M.receiverHasTeam],
    ['a Manager Primera', { ...waiting, rol: 'Manager Primera' }, M.receiverNotWaiting],
    ['a visitor', { ...waiting, rol: 'visitante' }, M.receiverNotWaiting],
    ['an Admin', { ...waiting, rol: 'Admin' }, M.receiverNotWaiting],
  ])('%s', (_, receiver, expected) => {
    expect(receiverRefusal(receiver, { id: 5, ownerId: 1 })).toBe(expected);
  });
});

describe('teamRefusal', () => {
  it.each<[string | null, number | null, string | undefined]>([
    ['Primera', 1, undefined],
    ['Segunda', 1, undefined],
    [null, 1, M.teamOutsideLeague],
    ['Primera', null, M.teamWithoutManager],
  ])('division %s, owner %s', (division, ownerId, expected) => {
    expect(teamRefusal({ division, ownerId })).toBe(expected);
  });
});

describe('roles', () => {
  it.each<[Parameters<typeof managerRoleFor>[0], Role]>([
    ['Primera', 'Manager Primera'],
    ['Segunda', 'Manager Segunda'],
  ])('the new owner of a %s team is %s', (division, rol) => expect(managerRoleFor(division)).toBe(rol));

  it.each<[Role, Role]>([
    ['Manager Primera', 'En lista de espera'],
    ['Manager Segunda', 'En lista de espera'],
    ['Admin', 'Admin'],
    ['Organizador', 'Organizador'],
  ])('the old owner, %s, becomes %s', (current, rol) => expect(formerOwnerRole(current)).toBe(rol));
});

describe('resolveChoices', () => {
  const none = { transfer: 0, offer: 0, auction: 0, bet: 0 };
  it.each<[string, typeof none, Parameters<typeof resolveChoices>[1], ReturnType<typeof resolveChoices>]>([
    ['nothing open needs no choice', none, {}, { choices: { transfer: 'close', offer: 'close', auction: 'close', bet: 'keep' } }],
    [
      'offers and bets have one option each',
      { ...none, offer: 2, bet: 3 },
      {},
      { choices: { transfer: 'close', offer: 'close', auction: 'close', bet: 'keep' } },
    ],
    ['open transfers need a choice', { ...none, transfer: 1 }, {}, { refusal: M.choicesMissing, kind: 'transfer' }],
    ['open auctions need a choice', { ...none, auction: 1 }, { transfer: 'hand' }, { refusal: M.choicesMissing, kind: 'auction' }],
    [
      'transfers and auctions may be handed',
      { ...none, transfer: 1, auction: 1 },
      { transfer: 'hand', auction: 'close' },
      { choices: { transfer: 'hand', offer: 'close', auction: 'close', bet: 'keep' } },
    ],
    ['an offer cannot be handed', { ...none, offer: 1 }, { offer: 'hand' }, { refusal: M.choiceNotAllowed, kind: 'offer' }],
    ['a bet cannot be closed', { ...none, bet: 1 }, { bet: 'close' }, { refusal: M.choiceNotAllowed, kind: 'bet' }],
    ['a transfer cannot be kept', { ...none, transfer: 1 }, { transfer: 'keep' }, { refusal: M.choiceNotAllowed, kind: 'transfer' }],
  ])('%s', (_, open, chosen, expected) => {
    expect(resolveChoices(open, chosen)).toEqual(expected);
  });
});

describe('invitations', () => {
  const created = new Date('2026-11-01T12:00:00Z');
  const expiresAt = invitationExpiry(created);
  it('expire seven days after they are made', () => expect(expiresAt.toISOString()).toBe('2026-11-08T12:00:00.000Z'));
  it.each<[string, { usedAt: Date | null; revokedAt: Date | null }, string, string | undefined]>([
    ['fresh', { usedAt: null, revokedAt: null }, '2026-11-01T12:00:00Z', undefined],
    ['a millisecond before the end', { usedAt: null, revokedAt: null }, '2026-11-08T11:59:59.999Z', undefined],
    ['at the end', { usedAt: null, revokedAt: null }, '2026-11-08T12:00:00Z', M.invitationExpired],
    ['used', { usedAt: created, revokedAt: null }, '2026-11-02T00:00:00Z', M.invitationUsed],
    ['revoked', { usedAt: null, revokedAt: created }, '2026-11-02T00:00:00Z', M.invitationRevoked],
    ['used then expired says used', { usedAt: created, revokedAt: null }, '2026-12-01T00:00:00Z', M.invitationUsed],
  ])('%s', (_, state, now, expected) => {
    expect(invitationRefusal({ ...state, expiresAt }, new Date(now))).toBe(expected);
  });
});

describe("the former manager's notice", () => {
  it.each([
    ['a manager goes back to the waiting list', 'Manager Primera', true],
    ['staff keep their role and are not told otherwise', 'Organizador', false],
  ] as const)('%s', (_, rol, told) => {
    const back = formerOwnerRole(rol) === 'En lista de espera';
    const { body } = HAND_OVER_NOTIFY.lost({ team: 'Napoli', to: 'Ana', amount: 10, by: 'Admin', backToWaitingList: back });
    expect(body.includes('Volvés a la lista de espera.')).toBe(told);
  });
});
