import { paths } from '@superliga/league';

/**
 * The logged-in screens: each path and the route module that draws it (under src/features, no
 * extension), one line per route. Plain data on purpose: the router builds its lazy routes from it
 * (app-routes.tsx) and the build reads it to write which files each path needs, so the server can
 * name them in the page it sends and the browser fetches them all at once (build/screen-preloads.ts,
 * docs/decisions/004-screen-preloads.md).
 */
export const SCREENS: ReadonlyArray<readonly [path: string, module: string]> = [
  [paths.dashboard, 'market/routes/dashboard'],
  [paths.users, 'users/routes/users'],
  [paths.newUser, 'users/routes/user-form'],
  ['/users/:id', 'users/routes/user-form'],
  [paths.players, 'players/routes/players'],
  [paths.newPlayer, 'players/routes/player-form'],
  ['/players/:id', 'players/routes/player-page'],
  ['/players/:id/editar', 'players/routes/player-form'],
  [paths.importarFm, 'fm-import/routes/fm-import'],
  [paths.teams, 'teams/routes/teams'],
  [paths.palmares, 'teams/routes/palmares'],
  [paths.newTeam, 'teams/routes/team-form'],
  ['/teams/:id', 'teams/routes/team-form'],
  [paths.plantel, 'teams/routes/squad'],
  [paths.seasons, 'seasons/routes/seasons'],
  [paths.seasonRules, 'seasons/routes/season-rules'],
  [paths.nuevaTemporada, 'seasons/routes/season-rollover'],
  [paths.cierreTorneos, 'competition/routes/tournament-closing'],
  [paths.copiasSeguridad, 'backups/routes/backups'],
  [paths.rondasClausulas, 'market/routes/clause-rounds'],
  [paths.cumplimiento, 'compliance/routes/compliance'],
  [paths.importarLegacy, 'legacy-import/routes/legacy-import'],
  [paths.about, 'settings/routes/about'],
  [paths.transfer, 'market/routes/transfer'],
  [paths.transferencias, 'market/routes/transfers-history'],
  [paths.clausula, 'market/routes/clause-form'],
  [paths.offers, 'market/routes/offers'],
  ['/offers/:id', 'market/routes/player-offers'],
  [paths.misOfertas, 'market/routes/my-offers'],
  [paths.ofertasConfirmadas, 'market/routes/confirmed-offers'],
  [paths.reversiones, 'reversals/routes/reversals'],
  [paths.revisionTransferencias, 'market/routes/transfer-review'],
  [paths.tareas, 'jobs/routes/jobs'],
  [paths.auditoria, 'audit/routes/audit'],
  [paths.senales, 'signals/routes/signals'],
  [paths.movimientos, 'market/routes/movements'],
  [paths.notificaciones, 'notifications/routes/notifications'],
  ['/users/:id/movimientos', 'market/routes/movements'],
  [paths.countdown, 'market/routes/season-countdown'],
  [paths.protectedPage, 'market/routes/protected'],
  [paths.reglamento, 'rulebook/routes/rulebook'],
  [paths.chatbot, 'assistant/routes/assistant'],
  [paths.crearSubasta, 'auctions/routes/create-auction'],
  [paths.subastas, 'auctions/routes/auctions'],
  ['/subastas/:id', 'auctions/routes/player-auctions'],
  [paths.torneos, 'competition/routes/tournaments'],
  ['/torneos/:id/fechas', 'competition/routes/tournament-rounds'],
  [paths.partidos, 'competition/routes/matches'],
  ['/partidos/:id', 'competition/routes/match-detail'],
  [paths.tablas, 'competition/routes/standings'],
  [paths.estadisticas, 'competition/routes/statistics'],
  ['/estadisticas/:team_id', 'competition/routes/team-statistics'],
  [paths.premios, 'competition/routes/prizes'],
  [paths.crearPremios, 'competition/routes/prizes'],
  [paths.fixturePrimera, 'competition/routes/fixture-primera'],
  [paths.fixtureSegunda, 'competition/routes/fixture-segunda'],
  [paths.apuestas, 'bets/routes/bets'],
  [paths.newBet, 'bets/routes/new-bet'],
  [paths.userBets, 'bets/routes/user-bets'],
  ['/apuestas/jugador/:id', 'bets/routes/place-player-bet'],
  ['/apuestas/:id', 'bets/routes/place-bet'],
  [paths.prode, 'prode/routes/prode'],
  [paths.seguidos, 'watchlist/routes/watchlist'],
];

/**
 * The API answers a screen draws first, by path, asked for by main.tsx while the code downloads
 * (beside the user and the settings, which every logged-in screen needs). Plain paths without a
 * query: the first request for each takes the answer (lib/api-client.ts fetchEarly). The screen's
 * loader waits for the same queries on the first load (primeFirstLoad), so it draws once, with them.
 */
export const SCREEN_DATA: Readonly<Record<string, readonly string[]>> = {
  // 'Mi estado': the season filter's list and the money line ('Disponible').
  [paths.dashboard]: ['/season', '/ledger/summary'],
};
