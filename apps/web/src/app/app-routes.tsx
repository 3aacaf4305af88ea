import type { ComponentType } from 'react';
import { matchPath, type RouteObject } from 'react-router';
import { SCREENS } from './screens';

/** A screen's module: the screen, and optionally a loader (primeFirstLoad, lib/query-client.ts). */
type Module = { default: ComponentType; loader?: () => Promise<unknown> };
/** Every screen is its own lazy chunk: one dynamic import per route module. */
// A screen's tests sit beside it (*.test.tsx) and never enter the build.
const modules = import.meta.glob<Module>(['../features/*/routes/*.tsx', '!../features/*/routes/*.test.tsx', '!../features/auth/routes/*.tsx']);
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
const appRoutes = new Map(SCREENS.map(([path, module]) => [path, { path, lazy: screen(module) } as RouteObject]));

/**
 * The screens' routes that `pathname` can match (a fixed path and a pattern may both match: the
 * router ranks them) and that the router has not been given yet. The router learns the screens
 * as they are visited: giving it all ~45 at once made it rank every route on the first load
 * (~10 ms of a desktop's main thread, four times that on a phone) before the first screen drew.
 */
const given = new Set<string>();
export function newRoutesFor(pathname: string): RouteObject[] {
  const found = [...appRoutes].filter(([path]) => !given.has(path) && matchPath(path, pathname));
  for (const [path] of found) given.add(path);
  return found.map(([, route]) => route);
}

/** Every screen route `pathname` can match, given before or not (the screen tests draw one route per test). */
export const routesFor = (pathname: string): RouteObject[] => [...appRoutes].filter(([path]) => matchPath(path, pathname)).map(([, route]) => route);

/** Unknown paths show the not-found screen, logged in or not. */
export const notFoundRoute: RouteObject = { path: '*', lazy: screen('misc/routes/not-found') };
