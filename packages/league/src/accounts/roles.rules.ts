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
