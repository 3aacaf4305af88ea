import { PERMISSIONS, type Permission } from '@superliga/league';

/**
 * The authorization matrix: every API route and who may call it. The test in
 * authorization.test.ts fails when a route is missing here, when a route's declared rule differs,
 * or when a role gets an answer the matrix does not allow. Ownership rules (own team, own offer)
 * are in each feature's tests; here `user` means "any logged-in user passes the access layer".
 */
export type Expected = Permission;

// Read from the one permission table (packages/league, roles.rules.ts), which the routes declare.
const P = PERMISSIONS;
/** Routes that declare their Admin-only rule inline (not yet in PERMISSIONS). */
const ADMIN: Permission = { roles: ['Admin'] };

export const MATRIX: Record<string, Expected> = {
  'GET /api/health': 'public',
  'POST /api/login': 'public',
  'POST /api/signup': 'public',
  'POST /api/logout': 'user',
  'GET /api/user': 'user',
  'GET /api/settings': 'public',
  'PUT /api/settings': P.manageSettings,
  'GET /api/backups': P.manageBackups,
  'POST /api/backups': P.manageBackups,
  'GET /api/backups/:name': P.manageBackups,
  'POST /api/backups/restore': P.manageBackups,
  'GET /api/server-time': 'public',

  // League core (000): reads for everyone logged in; users, teams and seasons are the Admin's;
  // players are edited by Admin and Organizador. PUT /users/:id: the Admin, or the user for
  // their own password (checked in the service).
  'GET /api/season': 'user',
  'POST /api/season': P.manageSeasons,
  'PUT /api/season/:id': P.manageSeasons,
  'POST /api/legacy-import/dry-run': P.importLegacy,
  'GET /api/palmares': 'user',
  'POST /api/legacy-import/apply': P.importLegacy,
  'PUT /api/legacy-import/mappings': P.importLegacy,
  'GET /api/players': 'user',
  'GET /api/players/filter-by-division': 'user',
  'GET /api/playername': 'user',
  'GET /api/players/:id': 'user',
  'POST /api/players': P.editPlayers,
  'PUT /api/players/:id': P.editPlayers,
  'DELETE /api/players/:id': P.deletePlayers,
  // The watchlist: each user his own (docs/decisions/035-market-filters-and-watchlist.md).
  'GET /api/watchlist': P.followPlayers,
  'PUT /api/watchlist/:playerId': P.followPlayers,
  'DELETE /api/watchlist/:playerId': P.followPlayers,
  'GET /api/fm-imports': P.importPlayers,
  'POST /api/fm-imports/preview': P.importPlayers,
  'POST /api/fm-imports': P.importPlayers,
  'GET /api/teams': 'user',
  'GET /api/teams/:id': 'user',
  'GET /api/plantel': 'user',
  'POST /api/teams': P.manageTeams,
  'PUT /api/teams/:id': P.manageTeams,
  // A team handed to another manager, or to one invited by a single-use link (docs/decisions/029-team-hand-over.md).
  'GET /api/teams/:id/traspaso': P.manageTeams,
  'POST /api/teams/:id/traspaso': P.manageTeams,
  'POST /api/teams/:id/invitaciones': P.manageTeams,
  'DELETE /api/teams/:id/invitaciones/:invitationId': P.manageTeams,
  'GET /api/invitaciones/:token': 'public',
  'POST /api/invitaciones/:token': 'public',
  'GET /api/users': 'user',
  'GET /api/users/:id': 'user',
  'POST /api/users': P.manageUsers,
  'PUT /api/users/:id': 'user',
  'DELETE /api/users/:id': P.manageUsers,

  // Market (000 §2, §7; DECISIONS): any logged-in user reaches the service, which checks
  // ownership (manager of a team of the transfer, the counterparty, the offer's creator).
  'POST /api/transfer': 'user',
  'GET /api/transferencia_pendiente': 'user',
  'POST /api/transferencia_confirmada/:id': 'user',
  'GET /api/transfers/review': P.reviewTransfers,
  'POST /api/transfers/:id/review': P.reviewTransfers,
  'POST /api/transfers/:id/objections': P.transfer,
  'GET /api/jobs': P.manageJobs,
  'GET /api/auctions/:id/log': 'user',
  'POST /api/jobs/:name/run': P.manageJobs,
  'GET /api/signals': P.reviewSignals,
  'POST /api/signals/:key/review': P.reviewSignals,
  'PUT /api/transferencia_cancelada/:id': 'user',
  'GET /api/traspasos': 'user',
  'POST /api/clausula_rescision': 'user',
  'GET /api/clausula_rescision': 'user',
  'GET /api/clausulas/:id': 'user',
  'POST /api/confirm-offer': P.decideOffers,
  'PUT /api/cerrar-oferta/:id': P.decideOffers,
  'GET /api/ofertas-confirmadas': P.seeConfirmedOffers,
  'GET /api/clause-rounds': 'user',
  'POST /api/clause-rounds/offers/:id/raise': 'user',
  // Reversals (decision 040): the Admin reverses; everyone reads the list, like the history.
  'POST /api/reversals': P.reverseOperations,
  'GET /api/audit': P.readAuditLog,
  'GET /api/audit/mine': P.read,
  'GET /api/audit/actors': P.readAuditLog,
  'GET /api/audit.csv': P.readAuditLog,
  'GET /api/reversals/plan': P.reverseOperations,
  'GET /api/reversals': 'user',
  'GET /api/season/rules': 'user',
  'GET /api/seasons/:id/rules': 'user',
  'PUT /api/seasons/:id/rules': ADMIN,
  // Squad actions (decision 041): the team's manager, or the Admin for any team (service).
  'GET /api/plantel/acciones': P.squadActions,
  'POST /api/plantel/:id/bloquear': P.squadActions,
  'POST /api/plantel/:id/liberar': P.squadActions,
  'POST /api/plantel/:id/inscribir': P.squadActions,
  'GET /api/compliance': P.read,
  'GET /api/compliance.csv': P.exportCompliance,
  'POST /api/compliance/preview': P.read,
  'GET /api/users/:id/movimientos': 'user',
  'GET /api/ledger/summary': 'user',
  'GET /api/seasons/start': 'user',
  // The assistant: every logged-in user, over their own conversation only.
  'POST /api/chatbot': 'user',
  'GET /api/chatbot': 'user',
  'DELETE /api/chatbot': 'user',
  // Competition (001 §7): reads for everyone logged in; match creation and statistics are
  // checked in the service (staff or a manager of either team, DECISIONS).
  'GET /api/tournaments': 'user',
  'POST /api/tournaments': P.createTournaments,
  'GET /api/matches': 'user',
  'POST /api/matches': 'user',
  'GET /api/games/:id': 'user',
  'GET /api/games/:id/suspendidos': 'user',
  'PUT /api/game-update/:id': P.reopenMatches,
  'GET /api/players-teams': 'user',
  'GET /api/match-statistics': 'user',
  'POST /api/match-statistics': 'user',
  'GET /api/match-statistics/team/:team_id': 'user',
  'GET /api/standings': 'user',
  'GET /api/prizes': 'user',
  'POST /api/prizes': P.sendPrizes,
  'GET /api/create-prizes': P.sendPrizes,
  // Closing a tournament, the season's objectives and rolling a season over (decision 025).
  'GET /api/tournaments/:id/closing': P.sendPrizes,
  'POST /api/tournaments/:id/close': P.sendPrizes,
  'GET /api/seasons/:id/objectives': P.sendPrizes,
  'PUT /api/seasons/:id/objectives': P.sendPrizes,
  'GET /api/seasons/:id/rollover': P.manageSeasons,
  'POST /api/seasons/:id/rollover': P.manageSeasons,
  // Rounds with dates and reported results (decision 024): the service checks who of the two
  // managers reports, answers or reads; windows, rulings and walkovers are staff's.
  'GET /api/tournaments/:id/rounds': 'user',
  'PUT /api/tournaments/:id/rounds': P.manageResults,
  'POST /api/tournaments/:id/rounds/spread': P.manageResults,
  'GET /api/games/:id/report': 'user',
  'POST /api/games/:id/report': 'user',
  'POST /api/games/:id/report/confirm': 'user',
  'POST /api/games/:id/report/dispute': 'user',
  'POST /api/games/:id/report/rule': P.manageResults,
  'POST /api/games/:id/walkover': P.manageResults,
  'GET /api/games/:id/evidence/:evidenceId': 'user',
  'GET /api/palmares/honours': 'user',
  'GET /api/calendar/token': 'user',
  'POST /api/calendar/token': 'user',
  'DELETE /api/calendar/token': 'user',
  'GET /api/calendar/:file': 'public',
  'GET /api/fixtures': 'user',
  'POST /api/fixtures/generate': P.generateFixtures,
};

/** Routes that exist only in test mode and are outside the matrix. */
export const TEST_ONLY = new Set(['PUT /api/test/clock', 'POST /api/test/clause-rounds/resolve']);
// Auctions (001 §7) and live events: creating and bidding are checked in the service (a manager with a team).
MATRIX['POST /api/auctions'] = 'user';
MATRIX['POST /api/auctions/:id/bids'] = 'user';
MATRIX['GET /api/auctions/:id/max-bid'] = 'user';
MATRIX['PUT /api/auctions/:id/max-bid'] = 'user';
MATRIX['GET /api/auction/last'] = 'user';
MATRIX['GET /api/auctions/player/:id'] = 'user';
MATRIX['POST /api/auction/confirm/:auctionId'] = P.confirmAuctions;
MATRIX['PUT /api/auction/cancel/:auctionId'] = ADMIN;
MATRIX['GET /api/events'] = 'user';

// Bets (001 §7; DECISIONS: bets are created and deactivated by Admin and Organizador, placed by
// anybody logged in, confirmed by the Admin) and the prode (any logged-in user).
MATRIX['GET /api/bets'] = 'user';
MATRIX['GET /api/singlebet'] = 'user';
MATRIX['GET /api/bets/:id'] = 'user';
MATRIX['GET /api/singlebet/:id'] = 'user';
MATRIX['POST /api/bets'] = P.manageBets;
MATRIX['POST /api/singlebet'] = P.manageBets;
MATRIX['PUT /api/bets/:id'] = P.manageBets;
MATRIX['PUT /api/singlebet/:id'] = P.manageBets;
MATRIX['POST /api/apuesta/jugador'] = 'user';
MATRIX['GET /api/bet_user'] = 'user';
MATRIX['PUT /api/apuesta/usuario/:betId/:userId'] = P.confirmUserBets;
MATRIX['GET /api/prode'] = 'user';
MATRIX['PUT /api/prode/:id'] = 'user';
MATRIX['PUT /api/prode/partido/:id'] = 'user';
MATRIX['GET /api/prode/ranking'] = 'user';

// Notifications (decision 008): each user's own notices, preferences, devices and Discord link; the
// league's Discord webhook is the Admin's.
MATRIX['GET /api/notifications'] = 'user';
MATRIX['PUT /api/notifications/read-all'] = 'user';
MATRIX['PUT /api/notifications/:id/read'] = 'user';
MATRIX['GET /api/notifications/preferences'] = 'user';
MATRIX['PUT /api/notifications/preferences'] = 'user';
MATRIX['GET /api/notifications/reminders'] = 'user';
MATRIX['PUT /api/notifications/reminders'] = 'user';
MATRIX['GET /api/push/key'] = 'user';
MATRIX['POST /api/push/subscriptions'] = 'user';
MATRIX['DELETE /api/push/subscriptions'] = 'user';
MATRIX['GET /api/discord/settings'] = ADMIN;
MATRIX['PUT /api/discord/settings'] = ADMIN;
MATRIX['GET /api/discord/link'] = 'user';
MATRIX['PUT /api/discord/link'] = 'user';

// The home's "Ahora" (decision 034): each user's own items; without a team, an empty list.
MATRIX['GET /api/me/now'] = P.read;
