import { paths } from '@superliga/league';
import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import { AppFrameFallback } from './layouts/app-frame-fallback';
import GuestLayout from './layouts/guest-layout';
import { GuestFrameFallback } from './layouts/guest-frame-fallback';

/** A route module: the screen (default export) and optionally a loader (primeFirstLoad, lib/query-client.ts). */
type Module = { default: ComponentType; loader?: (args: LoaderFunctionArgs) => Promise<unknown> };
/** React Router's lazy route: the module is its own chunk, fetched with its imports when the path is first visited. */
const screen = (load: () => Promise<Module>) => async () => {
  const { default: Component, loader } = await load();
  return loader ? { Component, loader } : { Component };
};

/**
 * What a screen draws first, asked for by main.tsx while its code downloads: API paths with their
 * query exactly as the screen's first requests send them (lib/api-client.ts hands each answer to
 * the request for the same path), or made from the path's ids.
 */
type RouteHandle = { firstData?: readonly string[] | ((params: Params) => readonly string[]) };

/**
 * The app's one route table (docs/decisions/036-the-standard-build.md): one line per screen, each a
 * React Router lazy route, so Vite makes each screen a chunk of its own. Register a screen here.
 * `handle.firstData` names the API answers (plain paths) the screen draws first: main.tsx asks for
 * them while the code loads, and the screen's loader waits for them on the first load.
 */
export const routes: RouteObject[] = [
  {
    element: <GuestLayout />,
    HydrateFallback: GuestFrameFallback,
    children: [
      // A visit to /login gets login.html (src/guest.tsx); the app draws the login screen after a
      // logout or an expired session.
      { path: paths.login, lazy: screen(() => import('../features/auth/routes/login')) },
      { path: paths.signup, lazy: screen(() => import('../features/auth/routes/signup')) },
      { path: paths.invitationPattern, lazy: screen(() => import('../features/auth/routes/invitation')) },
    ],
  },
  {
    // The logged-in area. Its HydrateFallback (the header bar and a loader) draws at once on the
    // first load while the layout's and the screen's code arrive, instead of a blank page.
    path: '/',
    lazy: async () => {
      const [{ default: Component, loader }] = await Promise.all([import('./layouts/app-layout'), import('./app-styles')]);
      return { Component, loader };
    },
    HydrateFallback: AppFrameFallback,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      {
        path: paths.dashboard,
        lazy: screen(() => import('../features/market/home/routes/dashboard')),
        handle: { firstData: ['/season', '/ledger/summary', '/me/now', '/server-time'] },
      },
      { path: paths.users, lazy: screen(() => import('../features/users/routes/users')) },
      { path: paths.newUser, lazy: screen(() => import('../features/users/routes/user-form')) },
      { path: '/users/:id', lazy: screen(() => import('../features/users/routes/user-form')) },
      {
        path: paths.players,
        lazy: screen(() => import('../features/players/routes/players')),
        handle: { firstData: ['/players?page=1', '/teams?all=true', '/watchlist'] },
      },
      { path: paths.newPlayer, lazy: screen(() => import('../features/players/routes/player-form')) },
      { path: '/players/:id', lazy: screen(() => import('../features/players/routes/player-page')) },
      { path: '/players/:id/editar', lazy: screen(() => import('../features/players/routes/player-form')) },
      { path: paths.importarFm, lazy: screen(() => import('../features/fm-import/routes/fm-import')) },
      { path: paths.teams, lazy: screen(() => import('../features/teams/routes/teams')) },
      { path: paths.palmares, lazy: screen(() => import('../features/teams/routes/palmares')) },
      { path: paths.newTeam, lazy: screen(() => import('../features/teams/routes/team-form')) },
      { path: '/teams/:id', lazy: screen(() => import('../features/teams/routes/team-form')) },
      { path: paths.plantel, lazy: screen(() => import('../features/market/squad/routes/squad')), handle: { firstData: ['/plantel', '/plantel/acciones'] } },
      { path: paths.seasons, lazy: screen(() => import('../features/seasons/routes/seasons')) },
      { path: paths.seasonRules, lazy: screen(() => import('../features/seasons/routes/season-rules')) },
      { path: paths.nuevaTemporada, lazy: screen(() => import('../features/seasons/routes/season-rollover')) },
      { path: paths.cierreTorneos, lazy: screen(() => import('../features/competition/routes/tournament-closing')) },
      { path: paths.copiasSeguridad, lazy: screen(() => import('../features/backups/routes/backups')) },
      { path: paths.rondasClausulas, lazy: screen(() => import('../features/market/clause-rounds/routes/clause-rounds')) },
      { path: paths.cumplimiento, lazy: screen(() => import('../features/compliance/routes/compliance')) },
      { path: paths.importarLegacy, lazy: screen(() => import('../features/legacy-import/routes/legacy-import')) },
      { path: paths.about, lazy: screen(() => import('../features/settings/routes/about')) },
      {
        path: paths.transfer,
        lazy: screen(() => import('../features/market/transfers/routes/transfer')),
        handle: { firstData: ['/seasons/start', '/server-time', '/teams?all=true', '/season/rules'] },
      },
      { path: paths.transferencias, lazy: screen(() => import('../features/market/transfers/routes/transfers-history')) },
      {
        path: paths.clausula,
        lazy: screen(() => import('../features/market/offers/routes/clause-form')),
        handle: { firstData: ['/season/rules', '/server-time', '/teams?all=true'] },
      },
      {
        path: paths.offers,
        lazy: screen(() => import('../features/market/offers/routes/offers')),
        handle: { firstData: ['/season', '/clausula_rescision?scope=latest&page=1'] },
      },
      { path: '/offers/:id', lazy: screen(() => import('../features/market/offers/routes/player-offers')) },
      { path: paths.misOfertas, lazy: screen(() => import('../features/market/offers/routes/my-offers')) },
      { path: paths.ofertasConfirmadas, lazy: screen(() => import('../features/market/offers/routes/confirmed-offers')) },
      { path: paths.reversiones, lazy: screen(() => import('../features/market/reversals/routes/reversals')) },
      { path: paths.revisionTransferencias, lazy: screen(() => import('../features/market/transfers/routes/transfer-review')) },
      { path: paths.tareas, lazy: screen(() => import('../features/jobs/routes/jobs')) },
      { path: paths.auditoria, lazy: screen(() => import('../features/audit/routes/audit')) },
      { path: paths.senales, lazy: screen(() => import('../features/signals/routes/signals')) },
      { path: paths.movimientos, lazy: screen(() => import('../features/market/money/routes/movements')) },
      {
        path: paths.notificaciones,
        lazy: screen(() => import('../features/notifications/routes/notifications')),
        handle: { firstData: ['/notifications/preferences', '/notifications/reminders', '/discord/link', '/calendar/token'] },
      },
      { path: '/users/:id/movimientos', lazy: screen(() => import('../features/market/money/routes/movements')) },
      { path: paths.countdown, lazy: screen(() => import('../features/market/home/routes/season-countdown')) },
      { path: paths.protectedPage, lazy: screen(() => import('../features/market/home/routes/protected')) },
      { path: paths.reglamento, lazy: screen(() => import('../features/rulebook/routes/rulebook')) },
      { path: paths.assistant, lazy: screen(() => import('../features/assistant/routes/assistant')) },
      { path: paths.crearSubasta, lazy: screen(() => import('../features/market/auctions/routes/create-auction')) },
      { path: paths.subastas, lazy: screen(() => import('../features/market/auctions/routes/auctions')), handle: { firstData: ['/season', '/server-time'] } },
      {
        path: '/subastas/:id',
        lazy: screen(() => import('../features/market/auctions/routes/player-auctions')),
        handle: { firstData: ({ id }: Params) => ['/season', '/server-time', `/players/${id}`, '/season/rules'] },
      },
      { path: paths.torneos, lazy: screen(() => import('../features/competition/routes/tournaments')) },
      { path: '/torneos/:id/fechas', lazy: screen(() => import('../features/competition/routes/tournament-rounds')) },
      { path: paths.partidos, lazy: screen(() => import('../features/competition/routes/matches')) },
      {
        path: '/partidos/:id',
        lazy: screen(() => import('../features/competition/routes/match-detail')),
        handle: { firstData: ({ id }: Params) => [`/games/${id}`, `/match-statistics?match_id=${id}`, `/games/${id}/report`, `/games/${id}/suspendidos`] },
      },
      { path: paths.tablas, lazy: screen(() => import('../features/competition/routes/standings')), handle: { firstData: ['/season'] } },
      { path: paths.estadisticas, lazy: screen(() => import('../features/competition/routes/statistics')) },
      { path: '/estadisticas/:team_id', lazy: screen(() => import('../features/competition/routes/team-statistics')) },
      { path: paths.premios, lazy: screen(() => import('../features/competition/routes/prizes')) },
      { path: paths.crearPremios, lazy: screen(() => import('../features/competition/routes/prizes')) },
      { path: paths.fixturePrimera, lazy: screen(() => import('../features/competition/routes/fixture-primera')) },
      { path: paths.fixtureSegunda, lazy: screen(() => import('../features/competition/routes/fixture-segunda')) },
      {
        path: paths.apuestas,
        lazy: screen(() => import('../features/bets/routes/bets')),
        handle: { firstData: ['/bet_user?mine=true', '/bets?page=1', '/singlebet?page=1'] },
      },
      { path: paths.newBet, lazy: screen(() => import('../features/bets/routes/new-bet')) },
      { path: paths.userBets, lazy: screen(() => import('../features/bets/routes/user-bets')) },
      { path: '/apuestas/jugador/:id', lazy: screen(() => import('../features/bets/routes/place-player-bet')) },
      {
        path: '/apuestas/:id',
        lazy: screen(() => import('../features/bets/routes/place-bet')),
        handle: { firstData: ({ id }: Params) => [`/bets/${id}`, '/season/rules', '/server-time'] },
      },
      { path: paths.prode, lazy: screen(() => import('../features/prode/routes/prode')) },
      { path: paths.seguidos, lazy: screen(() => import('../features/watchlist/routes/watchlist')) },
    ],
  },
  // Unknown paths show the not-found screen, logged in or not.
  { path: '*', lazy: screen(() => import('../features/misc/routes/not-found')) },
];

const appScreens = routes[1]!.children!;

/** Every logged-in screen route `pathname` can match (the screen tests draw one route per test). */
export const routesFor = (pathname: string): RouteObject[] => appScreens.filter((r) => r.path && matchRoutes([{ path: r.path }], pathname)?.length);

/** The API answers the screen the router matched draws first (its route's handle). */
export const firstDataOf = (matches: readonly { route: RouteObject; params: Params }[]): readonly string[] =>
  matches.flatMap(({ route, params }) => {
    const first = (route.handle as RouteHandle | undefined)?.firstData ?? [];
    return typeof first === 'function' ? first(params) : first;
  });
