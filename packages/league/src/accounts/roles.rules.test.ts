import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants';
import { can, canSeeEmail, isAdmin, isStaff } from './roles.rules';

describe('roles', () => {
  it.each(ROLES.map((r) => [r, r === 'Admin', r === 'Admin' || r === 'Organizador'] as const))(
    '%s admin=%s staff=%s',
    (rol, admin, staff) => {
      expect(isAdmin(rol)).toBe(admin);
      expect(isStaff(rol)).toBe(staff);
      expect(can.manageUsers(rol)).toBe(admin);
      expect(can.confirmOffers(rol)).toBe(staff);
    },
  );
  it('shows an email to Admin and the owner only', () => {
    expect(canSeeEmail({ id: 1, rol: 'Admin' }, 2)).toBe(true);
    expect(canSeeEmail({ id: 2, rol: 'Manager Primera' }, 2)).toBe(true);
    expect(canSeeEmail({ id: 3, rol: 'Organizador' }, 2)).toBe(false);
  });
});
