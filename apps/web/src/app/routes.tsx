import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import LoginRoute from '../features/auth/routes/login';
import GuestLayout from './layouts/guest-layout';
import { paths } from './paths';

type Module = { default: ComponentType };
const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

/**
 * What the router knows at start: the guest screens only. The logged-in route table (one lazy
 * route per screen) is a chunk of its own, patched in on the first navigation the guest routes
 * do not match, so /login does not download the map of every screen (ARCHITECTURE §8 budget).
 */
export const routes: RouteObject[] = [
  {
    element: <GuestLayout />,
    children: [
      // The first screen of every session is part of the shell: a lazy login waited on the
      // entry to run before fetching its chunks, one more round trip before the first paint.
      { path: paths.login, Component: LoginRoute },
      { path: paths.signup, lazy: page(() => import('../features/auth/routes/signup')) },
    ],
  },
];

let patched = false;
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  if (patched) return;
  const { lazyRoutes } = await import('./app-routes');
  if (patched) return;
  patched = true;
  patch(null, lazyRoutes);
};
