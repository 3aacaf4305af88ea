import type { ComponentType } from 'react';
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import LoginRoute from '../features/auth/routes/login';
import { AppFrameFallback } from './layouts/app-frame-fallback';
import GuestLayout from './layouts/guest-layout';
import { paths } from '@superliga/league';

type Module = { default: ComponentType };
const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

const AREA = 'logged-in';

/**
 * What the router knows at start: the guest screens, and the frame of the logged-in area without
 * its screens. The logged-in route table (one lazy route per screen) is a chunk of its own; its
 * routes are patched in as paths the router does not know yet are visited, so /login does not
 * download the map of every screen (ARCHITECTURE §8 budget).
 *
 * The frame has the path '/' so that any other path matches it at start, before its children
 * exist: the router then draws its HydrateFallback (the header bar and a loader) while the
 * screen's code arrives, instead of a blank page.
 */
export const routes: RouteObject[] = [
  {
    element: <GuestLayout />,
    children: [
      // The first screen of every session is part of the shell: a lazy login waited on the
      // entry to run before fetching its chunks, one more round trip before the first paint.
      { path: paths.login, Component: LoginRoute },
      { path: paths.signup, lazy: page(() => import('../features/auth/routes/signup')) },
      { path: paths.invitationPattern, lazy: page(() => import('../features/auth/routes/invitation')) },
    ],
  },
  {
    id: AREA,
    path: '/',
    lazy: async () => {
      const [{ default: AppLayout, loader }] = await Promise.all([import('./layouts/app-layout'), import('./app-styles')]);
      return { Component: AppLayout, loader };
    },
    HydrateFallback: AppFrameFallback,
    // '/' goes on to the dashboard; the screens are patched in beside it.
    children: [{ index: true, element: <Navigate to={paths.dashboard} replace /> }],
  },
];

let notFoundGiven = false;
/** Gives the router the logged-in screens a path needs, and once the not-found screen. */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const { newRoutesFor, notFoundRoute } = await import('./app-routes');
  const screens = newRoutesFor(path);
  if (screens.length) patch(AREA, screens);
  if (notFoundGiven) return;
  notFoundGiven = true;
  patch(null, [notFoundRoute]);
};
