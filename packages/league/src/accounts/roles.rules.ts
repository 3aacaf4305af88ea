import type { Role } from '../constants';

/**
 * Who may call an action: anybody, any logged-in user, or only some roles. Ownership rules (own
 * team, own offer, the counterparty) are checked by the services on top of this.
 */
export type Permission = 'public' | 'user' | { readonly roles: readonly Role[] };

const ADMIN = { roles: ['Admin'] } as const satisfies Permission;
const STAFF = { roles: ['Admin', 'Organizador'] } as const satisfies Permission;

/**
 * The one table of who may do what (DECISIONS.md, roles and permissions). The server's routes
 * declare these as their access rule, the authorization-matrix test expects them, and the web
 * shows or hides its controls with `can` below (a courtesy: the server is the authority).
 */
export const PERMISSIONS = {
  public: 'public',
  /** Read lists (players, teams, users without emails, history, standings, stats, bets, auctions); own account. */
  read: 'user',
  manageUsers: ADMIN,
  /** Change own password: the service checks it is the user's own row. */
  editOwnAccount: 'user',
  editPlayers: STAFF,
  deletePlayers: ADMIN,
  manageTeams: ADMIN,
  manageSeasons: ADMIN,
  manageSettings: ADMIN,
  /** Transfers: a manager of one of the two teams (create), the counterparty (confirm), or Admin; the service checks which. */
  transfer: 'user',
  /** Send a release clause: a manager with a team (service). */
  sendClause: 'user',
  decideOffers: STAFF,
  seeConfirmedOffers: ADMIN,
  /** Create an auction or bid: a manager with a team (service). */
  bidAuctions: 'user',
  confirmAuctions: ADMIN,
  manageBets: STAFF,
  placeBets: 'user',
  confirmUserBets: ADMIN,
  createTournaments: STAFF,
  generateFixtures: STAFF,
  sendPrizes: ADMIN,
  /** Create a match, load its statistics: staff or a manager of either team (service). */
  createMatches: 'user',
  reopenMatches: ADMIN,
  /** Act in another user's name (created_by, auctioned_by, buy_by …). */
  actForOthers: ADMIN,
} as const satisfies Record<string, Permission>;
export type Action = keyof typeof PERMISSIONS;

/** Whether a role (undefined: nobody logged in) passes a permission. */
export function allows(permission: Permission, rol: Role | string | undefined): boolean {
  if (permission === 'public') return true;
  if (rol === undefined) return false;
  return permission === 'user' || (permission.roles as readonly string[]).includes(rol);
}

/** `can(action, rol)`: the table above, for the web's buttons and the services' "or Admin". */
export const can = (action: Action, rol: Role | string | undefined) => allows(PERMISSIONS[action], rol);

export const isAdmin = (rol: Role | string | undefined) => rol === 'Admin';
export const isStaff = (rol: Role | string | undefined) => allows(STAFF, rol);

/** A user's email is shown only to Admin and to that user. */
export const canSeeEmail = (viewer: { id: number; rol: string }, userId: number) =>
  isAdmin(viewer.rol) || viewer.id === userId;
