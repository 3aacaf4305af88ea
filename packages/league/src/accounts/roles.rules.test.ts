import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants';
import { allows, can, canBid, canSeeEmail, isAdmin, isStaff, mayUse, PERMISSIONS, type ScreenAccess, type Viewer } from './roles.rules';

describe('roles', () => {
  it.each(ROLES.map((r) => [r, r === 'Admin', r === 'Admin' || r === 'Organizador'] as const))('%s admin=%s staff=%s', (rol, admin, staff) => {
    expect(isAdmin(rol)).toBe(admin);
    expect(isStaff(rol)).toBe(staff);
    expect(can('manageUsers', rol)).toBe(admin);
    expect(can('decideOffers', rol)).toBe(staff);
    expect(can('confirmAuctions', rol)).toBe(admin);
    expect(can('placeBets', rol)).toBe(true);
  });
  it('public passes everybody, user only the logged in', () => {
    expect(allows('public', undefined)).toBe(true);
    expect(allows('user', undefined)).toBe(false);
    expect(allows(PERMISSIONS.read, 'visitante')).toBe(true);
    expect(allows(PERMISSIONS.editPlayers, undefined)).toBe(false);
  });
  it('shows an email to Admin and the owner only', () => {
    expect(canSeeEmail({ id: 1, rol: 'Admin' }, 2)).toBe(true);
    expect(canSeeEmail({ id: 2, rol: 'Manager Primera' }, 2)).toBe(true);
    expect(canSeeEmail({ id: 3, rol: 'Organizador' }, 2)).toBe(false);
  });
});

describe('screens by role (one rule for the sidebar, links and forms)', () => {
  const team = { id: 7 };
  const viewers: Record<string, Viewer | null> = {
    'Admin without team': { rol: 'Admin', team: null },
    'Admin with team': { rol: 'Admin', team },
    Organizador: { rol: 'Organizador' },
    'Manager Primera': { rol: 'Manager Primera', team },
    'Manager without team': { rol: 'Manager Segunda', team: null },
    visitante: { rol: 'visitante', team: null },
    'En lista de espera': { rol: 'En lista de espera', team: null },
    'not loaded': null,
  };
  // anyone, staff, admin, team, teamOrAdmin, bettor, matchEntry, homeNow
  it.each<[string, boolean[]]>([
    ['Admin without team', [true, true, true, false, true, true, true, true]],
    ['Admin with team', [true, true, true, true, true, true, true, true]],
    ['Organizador', [true, true, false, false, false, true, true, true]],
    ['Manager Primera', [true, false, false, true, true, true, true, true]],
    ['Manager without team', [true, false, false, false, false, true, false, false]],
    ['visitante', [true, false, false, false, false, false, false, false]],
    ['En lista de espera', [true, false, false, false, false, false, false, false]],
    ['not loaded', [true, false, false, false, false, false, false, false]],
  ])('%s', (who, expected) => {
    const kinds: ScreenAccess[] = ['anyone', 'staff', 'admin', 'team', 'teamOrAdmin', 'bettor', 'matchEntry', 'homeNow'];
    expect(kinds.map((k) => mayUse(k, viewers[who]))).toEqual(expected);
    expect(canBid(viewers[who])).toBe(expected[3]);
  });
});
