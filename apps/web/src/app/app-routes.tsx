import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SCREENS } from './screens';

/** A screen's module: the screen, and optionally a loader (primeFirstLoad, lib/query-client.ts). */
type Module = { default: ComponentType; loader?: () => Promise<unknown> };
/** Every screen is its own lazy chunk: one dynamic import per route module. */
const modules = import.meta.glob<Module>(['../features/*/routes/*.tsx', '!../features/auth/routes/*.tsx']);
const page = (load: () => Promise<Module>) => async () => {
  const { default: Component, loader } = await load();
  return loader ? { Component, loader } : { Component };
};

const screen = (module: string) => {
  const load = modules[`../features/${module}.tsx`];
  // A wrong name in SCREENS fails here at start and in the build (build/screen-preloads.ts), not on a click.
  if (!load) throw new Error(`No route module features/${module}.tsx`);
  return page(load);
};

/** The logged-in screens (app/screens.ts). Paths are relative to the root. */
export const appRoutes: RouteObject[] = SCREENS.map(([path, module]) => ({ path, lazy: screen(module) }));

/** Unknown paths show the not-found screen, logged in or not. */
export const notFoundRoute: RouteObject = { path: '*', lazy: screen('misc/routes/not-found') };
