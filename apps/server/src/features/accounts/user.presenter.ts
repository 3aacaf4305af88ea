import { canSeeEmail, readDivision, type Role, type User } from '@superliga/league';
import type { UserRow } from './accounts.repository';

type TeamRef = { id: number; name: string; division: string | null } | null | undefined;

/** The API's view of a user: the email only for Admin and the user (DECISIONS, roles). */
export function presentUser(
  row: Pick<UserRow, 'id' | 'name' | 'email' | 'rol' | 'profits' | 'costs' | 'budgetVersion'>,
  viewer: { id: number; rol: string },
  team?: TeamRef,
): User {
  return {
    id: row.id,
    name: row.name,
    ...(canSeeEmail(viewer, row.id) ? { email: row.email } : {}),
    rol: row.rol as Role,
    profits: row.profits,
    costs: row.costs,
    version: row.budgetVersion,
    ...(team !== undefined ? { team: team?.id ? { id: team.id, name: team.name, division: readDivision(team.division) } : null } : {}),
  };
}
