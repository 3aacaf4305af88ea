import type { Role } from '../constants';

/** Who may do what (DECISIONS.md, roles and permissions). The server is the authority. */
export const isAdmin = (rol: Role | string | undefined) => rol === 'Admin';
export const isStaff = (rol: Role | string | undefined) => rol === 'Admin' || rol === 'Organizador';

export const can = {
  manageUsers: isAdmin,
  manageTeams: isAdmin,
  manageSeasons: isAdmin,
  editPlayersFully: isStaff,
  confirmOffers: isStaff,
  seeConfirmedOffers: isAdmin,
  confirmAuctions: isAdmin,
  manageBets: isStaff,
  confirmUserBets: isAdmin,
  createTournaments: isStaff,
  sendPrizes: isAdmin,
  reopenMatches: isAdmin,
} as const;

/** A user's email is shown only to Admin and to that user. */
export const canSeeEmail = (viewer: { id: number; rol: string }, userId: number) =>
  isAdmin(viewer.rol) || viewer.id === userId;

/** Who is looking at a screen: the role and the team they manage, if any (GET /user). */
export type Viewer = { rol: Role | string; team?: { id: number } | null };

const hasTeam = (v: Viewer) => Boolean(v.team);

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
} as const satisfies Record<string, (v: Viewer) => boolean>;
export type ScreenAccess = keyof typeof SCREEN_ACCESS;

/** Whether the viewer may use a screen of that kind; before the user is known, only 'anyone'. */
export const mayUse = (access: ScreenAccess, viewer: Viewer | null | undefined) => (viewer ? SCREEN_ACCESS[access](viewer) : access === 'anyone');

/** The bid form is offered to whoever the server lets bid: a manager with a team. */
export const canBid = (viewer: Viewer | null | undefined) => mayUse('team', viewer);
