import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from './paths';
import { SCREENS } from './screens';

type Module = { default: ComponentType };
/** Every screen is its own lazy chunk: one dynamic import per route module. */
const modules = import.meta.glob<Module>(['../features/*/routes/*.tsx', '!../features/auth/routes/*.tsx']);
const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

const screen = (module: string) => {
  const load = modules[`../features/${module}.tsx`];
  // A wrong name in SCREENS fails here at start and in the build (vite.config.ts), not on a click.
  if (!load) throw new Error(`No route module features/${module}.tsx`);
  return page(load);
};

/** The logged-in screens (app/screens.ts). Paths are relative to the root. */
export const appRoutes: RouteObject[] = SCREENS.map(([path, module]) => ({ path, lazy: screen(module) }));

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
  { path: '*', lazy: screen('misc/routes/not-found') },
];
