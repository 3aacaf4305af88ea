import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from './paths';

type Module = { default: ComponentType };
/** Every screen is its own lazy chunk. */
const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

/**
 * The logged-in screens. Each feature adds its routes here, one line per route.
 * Paths are relative to the root.
 */
export const appRoutes: RouteObject[] = [
  { path: paths.dashboard, lazy: page(() => import('../features/market/routes/dashboard')) },
  { path: paths.users, lazy: page(() => import('../features/users/routes/users')) },
  { path: paths.newUser, lazy: page(() => import('../features/users/routes/user-form')) },
  { path: '/users/:id', lazy: page(() => import('../features/users/routes/user-form')) },
  { path: paths.players, lazy: page(() => import('../features/players/routes/players')) },
  { path: paths.newPlayer, lazy: page(() => import('../features/players/routes/player-form')) },
  { path: '/players/:id', lazy: page(() => import('../features/players/routes/player-form')) },
  { path: paths.teams, lazy: page(() => import('../features/teams/routes/teams')) },
  { path: paths.newTeam, lazy: page(() => import('../features/teams/routes/team-form')) },
  { path: '/teams/:id', lazy: page(() => import('../features/teams/routes/team-form')) },
  { path: paths.plantel, lazy: page(() => import('../features/teams/routes/squad')) },
  { path: paths.seasons, lazy: page(() => import('../features/seasons/routes/seasons')) },
  { path: paths.about, lazy: page(() => import('../features/settings/routes/about')) },
  { path: paths.transfer, lazy: page(() => import('../features/market/routes/transfer')) },
  { path: paths.transferencias, lazy: page(() => import('../features/market/routes/transfers-history')) },
  { path: paths.clausula, lazy: page(() => import('../features/market/routes/clause-form')) },
  { path: paths.offers, lazy: page(() => import('../features/market/routes/offers')) },
  { path: '/offers/:id', lazy: page(() => import('../features/market/routes/player-offers')) },
  { path: paths.misOfertas, lazy: page(() => import('../features/market/routes/my-offers')) },
  { path: paths.ofertasConfirmadas, lazy: page(() => import('../features/market/routes/confirmed-offers')) },
  { path: paths.movimientos, lazy: page(() => import('../features/market/routes/movements')) },
  { path: '/users/:id/movimientos', lazy: page(() => import('../features/market/routes/movements')) },
  { path: paths.countdown, lazy: page(() => import('../features/market/routes/season-countdown')) },
  { path: paths.protectedPage, lazy: page(() => import('../features/market/routes/protected')) },
  { path: paths.reglamento, lazy: page(() => import('../features/rulebook/routes/rulebook')) },
  { path: paths.chatbot, lazy: page(() => import('../features/assistant/routes/assistant')) },
  { path: paths.crearSubasta, lazy: page(() => import('../features/auctions/routes/create-auction')) },
  { path: paths.subastas, lazy: page(() => import('../features/auctions/routes/auctions')) },
  { path: '/subastas/:id', lazy: page(() => import('../features/auctions/routes/player-auctions')) },
  { path: paths.torneos, lazy: page(() => import('../features/competition/routes/tournaments')) },
  { path: paths.partidos, lazy: page(() => import('../features/competition/routes/matches')) },
  { path: '/partidos/:id', lazy: page(() => import('../features/competition/routes/match-detail')) },
  { path: paths.tablas, lazy: page(() => import('../features/competition/routes/standings')) },
  { path: paths.estadisticas, lazy: page(() => import('../features/competition/routes/statistics')) },
  { path: '/estadisticas/:team_id', lazy: page(() => import('../features/competition/routes/team-statistics')) },
  { path: paths.premios, lazy: page(() => import('../features/competition/routes/prizes')) },
  { path: paths.crearPremios, lazy: page(() => import('../features/competition/routes/prizes')) },
  { path: paths.fixturePrimera, lazy: page(() => import('../features/competition/routes/fixture-primera')) },
  { path: paths.fixtureSegunda, lazy: page(() => import('../features/competition/routes/fixture-segunda')) },
  { path: paths.apuestas, lazy: page(() => import('../features/bets/routes/bets')) },
  { path: paths.newBet, lazy: page(() => import('../features/bets/routes/new-bet')) },
  { path: paths.userBets, lazy: page(() => import('../features/bets/routes/user-bets')) },
  { path: '/apuestas/jugador/:id', lazy: page(() => import('../features/bets/routes/place-player-bet')) },
  { path: '/apuestas/:id', lazy: page(() => import('../features/bets/routes/place-bet')) },
  { path: paths.prode, lazy: page(() => import('../features/prode/routes/prode')) },
];

/** The logged-in area and the not-found screen, added to the router on the first navigation there. */
export const lazyRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const [{ default: AppLayout }] = await Promise.all([import('./layouts/app-layout'), import('./app-styles')]);
      return { Component: AppLayout };
    },
    children: [{ index: true, element: <Navigate to={paths.dashboard} replace /> }, ...appRoutes],
  },
  // Unknown paths show the not-found screen, logged in or not.
  { path: '*', lazy: page(() => import('../features/misc/routes/not-found')) },
];
