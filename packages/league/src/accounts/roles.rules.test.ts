import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants';
import { allows, can, canSeeEmail, isAdmin, isStaff, PERMISSIONS } from './roles.rules';

describe('roles', () => {
  it.each(ROLES.map((r) => [r, r === 'Admin', r === 'Admin' || r === 'Organizador'] as const))(
    '%s admin=%s staff=%s',
    (rol, admin, staff) => {
      expect(isAdmin(rol)).toBe(admin);
      expect(isStaff(rol)).toBe(staff);
      expect(can('manageUsers', rol)).toBe(admin);
      expect(can('decideOffers', rol)).toBe(staff);
      expect(can('confirmAuctions', rol)).toBe(admin);
      expect(can('placeBets', rol)).toBe(true);
    },
  );
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
