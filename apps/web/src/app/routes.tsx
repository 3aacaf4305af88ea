import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import GuestLayout from './layouts/guest-layout';
import { paths } from './paths';

type Module = { default: ComponentType };
/** Every screen is its own lazy chunk. */
const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

/**
 * The logged-in screens. Each feature adds its routes here, one line per route.
 * Paths are relative to the root.
 */
export const appRoutes: RouteObject[] = [
  { path: paths.dashboard, lazy: page(() => import('../features/dashboard/routes/dashboard')) },
];

export const routes: RouteObject[] = [
  {
    element: <GuestLayout />,
    children: [
      { path: paths.login, lazy: page(() => import('../features/auth/routes/login')) },
      { path: paths.signup, lazy: page(() => import('../features/auth/routes/signup')) },
    ],
  },
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
