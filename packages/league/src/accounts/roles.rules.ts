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
  /** Read Football Manager exports and apply the ticked changes to the players (decision 019). */
  importPlayers: ADMIN,
  manageTeams: ADMIN,
  manageSeasons: ADMIN,
  manageSettings: ADMIN,
  /** Take, download and restore backups of the whole league (decision 020). */
  manageBackups: ADMIN,
  /** Import the old app's database: dry run, apply, mapping corrections (decision 018). */
  importLegacy: ADMIN,
  /** Transfers: a manager of one of the two teams (create), the counterparty (confirm), or Admin; the service checks which. */
  transfer: 'user',
  /** Send a release clause: a manager with a team (service). */
  sendClause: 'user',
  decideOffers: STAFF,
  /** Approve or veto transfers in review and read the objections (decision 023). */
  reviewTransfers: STAFF,
  /** The scheduled jobs' page 'Tareas' and its "run now" (decision 023). */
  manageJobs: ADMIN,
  seeConfirmedOffers: ADMIN,
  /** The compliance report as CSV (spec DECISIONS, 'The league's own rules as settings'); the report itself is read by everyone. */
  exportCompliance: ADMIN,
  /** Create an auction or bid: a manager with a team (service). */
  bidAuctions: 'user',
  confirmAuctions: ADMIN,
  /** Reverse a confirmed transfer, clause or auction (decision 040). */
  reverseOperations: ADMIN,
  manageBets: STAFF,
  placeBets: 'user',
  confirmUserBets: ADMIN,
  createTournaments: STAFF,
  generateFixtures: STAFF,
  /** Set the rounds' play windows, rule disputed results, give walkovers (docs/decisions/024-results-reported-and-confirmed.md). */
  manageResults: STAFF,
  sendPrizes: ADMIN,
  /** Create a match, load its statistics: staff or a manager of either team (service). */
  createMatches: 'user',
  reopenMatches: ADMIN,
  /** Block, release or register a player of the squad (/plantel): the team's manager, or the Admin for any team (service). */
  squadActions: 'user',
  /** Read and download the whole audit log (docs/decisions/022-audit-log.md); a manager reads his own entries. */
  readAuditLog: ADMIN,
  /** Hand a team over to another manager (docs/decisions/022-audit-log.md). */
  handOverTeams: ADMIN,
  /** The list of operations that look wrong, and marking them reviewed (docs/decisions/030-signals-for-staff.md). */
  reviewSignals: STAFF,
  /** Follow players and read one's own watchlist (docs/decisions/035-market-filters-and-watchlist.md). */
  followPlayers: 'user',
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
export const canSeeEmail = (viewer: { id: number; rol: string }, userId: number) => isAdmin(viewer.rol) || viewer.id === userId;

/** Who is looking at a screen: the role and the team they manage, if any (GET /user). */
export type Viewer = { rol: Role | string; team?: { id: number } | null };

const hasTeam = (v: Viewer) => Boolean(v.team);
/** Staff, or a manager with a team: whoever has a league's match or result to act on. */
const staffOrTeam = (v: Viewer) => isStaff(v.rol) || hasTeam(v);

/**
 * Which users may use each kind of screen (DECISIONS.md, roles and permissions): the one rule the
 * sidebar, the links and the forms read, so nobody is sent to a screen that would refuse them.
 * Reading screens are 'anyone'; acting on the market needs a team to act for.
 */
export const SCREEN_ACCESS = {
  anyone: () => true,
  staff: (v: Viewer) => isStaff(v.rol),
  admin: (v: Viewer) => isAdmin(v.rol),
  /** Bid, create an auction, send a clause: a manager with a team (an Admin without one cannot). */
  team: hasTeam,
  /** Create a transfer: the manager of one of the teams, or the Admin. */
  teamOrAdmin: (v: Viewer) => hasTeam(v) || isAdmin(v.rol),
  /**
   * Place a bet: the league's members (staff and managers). The server lets any logged-in user bet
   * (DECISIONS.md); a visitante or a manager on the waiting list is not offered the form
   * (docs/decisions/027-the-phone-app.md).
   */
  bettor: (v: Viewer) => isStaff(v.rol) || v.rol === 'Manager Primera' || v.rol === 'Manager Segunda',
  /**
   * Load a match (the form of /partidos): staff, or a manager with a team, who may load his own
   * (DECISIONS.md: "Create a match… the manager of either team"). A user with no team has no match
   * the server would take from him.
   */
  matchEntry: staffOrTeam,
  /**
   * The home's "Ahora": a manager with a team (his transfers, auctions, offers and matches) and
   * staff (the results waiting for them); a user with neither has nothing to act on
   * (docs/decisions/034-what-needs-you-now.md).
   */
  homeNow: staffOrTeam,
} as const satisfies Record<string, (v: Viewer) => boolean>;
export type ScreenAccess = keyof typeof SCREEN_ACCESS;

/** Whether the viewer may use a screen of that kind; before the user is known, only 'anyone'. */
export const mayUse = (access: ScreenAccess, viewer: Viewer | null | undefined) => (viewer ? SCREEN_ACCESS[access](viewer) : access === 'anyone');

/** The bid form is offered to whoever the server lets bid: a manager with a team. */
export const canBid = (viewer: Viewer | null | undefined) => mayUse('team', viewer);
